import { Component, Fragment } from 'react'
import type { ReactNode } from 'react'

/** Props of LoadBoundary: the part to render (called again on retry) and its failure text. */
export interface LoadBoundaryProps {
  children: () => ReactNode
  fallback: (retry: () => void) => ReactNode
}

interface LoadBoundaryState {
  failed: boolean
  attempt: number
}

/** Catches a lazily loaded part that failed to load or render, and offers a retry. */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false, attempt: 0 }

  static getDerivedStateFromError(): Partial<LoadBoundaryState> {
    return { failed: true }
  }

  private readonly retry = (): void => {
    this.setState((previous) => ({ failed: false, attempt: previous.attempt + 1 }))
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry)
    return <Fragment key={this.state.attempt}>{this.props.children()}</Fragment>
  }
}
