import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { Logger } from '@portico/kernel/internal'

/** Props of `ViewErrorBoundary`. */
export interface ViewErrorBoundaryProps {
  children: ReactNode
  /** What to show instead of a view that failed to load or render. */
  fallback: ReactNode
  /** Where the failure is written. */
  logger: Logger
}

/** Keeps a view that fails to load or render from taking the whole modal down. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.logger.error('a view failed', error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
