import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { mainnet } from '@portico/kernel/networks'
import { AppKitProvider } from '@portico/kernel/react'
import { act, cleanup, render } from '@testing-library/react'
import type { Connection } from '@solana/web3.js'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaDevnet } from '../networks/solanaDevnet.ts'
import { solanaLocalnet } from '../networks/solanaLocalnet.ts'
import { SolanaAdapter } from '../SolanaAdapter.ts'
import { useAppKitConnection } from './index.ts'

const localnet = solanaLocalnet('http://127.0.0.1:18899')
let appKit: AppKit | undefined

afterEach(() => {
  cleanup()
  appKit?.destroy()
  appKit = undefined
})

describe('useAppKitConnection', () => {
  it('gives the Connection of the active Solana network once the adapter loaded, the same while it stays, and none on another namespace', async () => {
    appKit = createAppKit({ projectId: 'connection-hook', networks: [localnet, solanaDevnet, mainnet], adapters: [new SolanaAdapter({ discover: false })] })
    const seen: (Connection | undefined)[] = []
    function Host() {
      const { connection } = useAppKitConnection()
      seen.push(connection)
      return <p>{connection?.rpcEndpoint ?? 'none'}</p>
    }
    const view = render(
      <AppKitProvider appKit={appKit}>
        <Host />
      </AppKitProvider>,
    )
    expect(view.container.textContent).toBe('none')
    const instance = appKit
    await act(() => instance.store.adapters.ensureLoaded())
    expect(view.container.textContent).toBe(localnet.rpcUrls.default?.http[0])
    const onLocalnet = seen.at(-1)
    view.rerender(
      <AppKitProvider appKit={instance}>
        <Host />
      </AppKitProvider>,
    )
    expect(seen.at(-1)).toBe(onLocalnet)
    await act(() => instance.switchNetwork(solanaDevnet))
    expect(view.container.textContent).toBe(solanaDevnet.rpcUrls.default?.http[0])
    await act(() => instance.switchNetwork(mainnet))
    expect(view.container.textContent).toBe('none')
  })
})
