// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKitProvider, ConnectButton, useAppKit, useAppKitAccount } from '@portico/kernel/react'
import { createAppKit } from '@portico/kernel'

const network = {
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function AccountLine() {
  const { status, address } = useAppKitAccount()
  return <p>{`${status} ${address ?? 'none'}`}</p>
}

function OpenButton() {
  const { open } = useAppKit()
  return <button onClick={() => void open()}>open</button>
}

describe('the kernel on a server (Node, no DOM)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a hook used before createAppKit throws the SPEC text', () => {
    expect(() => renderToString(<OpenButton />)).toThrow('Please call "createAppKit" before using "useAppKit" hook')
  })

  it('creates an instance, opens and closes without a DOM and without touching the network', async () => {
    expect(typeof window).toBe('undefined')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const appKit = createAppKit({ projectId: 'server', networks: [network], adapters: [] })
    await appKit.ready
    await appKit.open()
    expect(appKit.store.modal.open).toBe(true)
    appKit.close()
    expect(appKit.store.modal.open).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
    appKit.destroy()
  })

  it('renders host markup with the provider, the hooks and the connect button', () => {
    const appKit = createAppKit({ projectId: 'server', networks: [network], adapters: [] })
    const html = renderToString(
      <AppKitProvider appKit={appKit}>
        <ConnectButton />
        <AccountLine />
      </AppKitProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('disconnected none')
    // The modal mounts on the client only: nothing of it is in the server markup.
    expect(html).not.toContain('role="dialog"')
    appKit.destroy()
  })
})
