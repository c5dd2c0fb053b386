import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { currentAppKit } from '../../../kernel/src/currentAppKit.ts'
import { testChain } from '../shell/testing/createTestAppKit.tsx'
import { AppKitProvider } from './AppKitProvider.tsx'
import { useAppKitNetwork } from './useAppKitNetwork.ts'
import { useAppKitState } from './useAppKitState.ts'

function NetworkName() {
  const network = useAppKitNetwork()
  const state = useAppKitState()
  return (
    <p>
      {network.caipNetwork?.name ?? 'none'} {state.open ? 'open' : 'closed'}
    </p>
  )
}

const otherChain = { ...testChain, id: 10, name: 'OP Mainnet' }

afterEach(() => {
  cleanup()
  currentAppKit()?.destroy()
  localStorage.clear()
})

// AppKit's React guide: `<AppKitProvider projectId networks …>` with createAppKit's options as props.
describe("AppKitProvider with createAppKit's options", () => {
  it('creates the instance the hooks read, once: a later render with other options keeps it', () => {
    expect(currentAppKit()).toBeUndefined()
    const { rerender } = render(
      <AppKitProvider projectId="provider-options" networks={[testChain, otherChain]}>
        <NetworkName />
      </AppKitProvider>,
    )
    const made = currentAppKit()
    expect(made).toBeDefined()
    expect(made?.getCaipNetwork()?.name).toBe('Ethereum')
    screen.getByText('Ethereum closed')
    rerender(
      <AppKitProvider projectId="provider-options" networks={[otherChain]}>
        <NetworkName />
      </AppKitProvider>,
    )
    expect(currentAppKit()).toBe(made)
    screen.getByText('Ethereum closed')
  })

  it('creates another instance once the one it made is destroyed', () => {
    const tree = (
      <AppKitProvider projectId="provider-options" networks={[otherChain, testChain]}>
        <NetworkName />
      </AppKitProvider>
    )
    const first = render(tree)
    const made = currentAppKit()
    screen.getByText('OP Mainnet closed')
    first.unmount()
    act(() => made?.destroy())
    render(tree)
    expect(currentAppKit()).toBeDefined()
    expect(currentAppKit()).not.toBe(made)
    screen.getByText('OP Mainnet closed')
  })

  it('takes an instance as before, and creates none', () => {
    const given = render(
      <AppKitProvider projectId="provider-options" networks={[testChain]}>
        <NetworkName />
      </AppKitProvider>,
    )
    const made = currentAppKit()
    given.unmount()
    render(
      <AppKitProvider appKit={made ?? never()}>
        <NetworkName />
      </AppKitProvider>,
    )
    expect(currentAppKit()).toBe(made)
    screen.getByText('Ethereum closed')
  })
})

function never(): never {
  throw new Error('No instance')
}
