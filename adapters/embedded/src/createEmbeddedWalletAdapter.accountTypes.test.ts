import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmbeddedEip155Provider } from './EmbeddedEip155Provider.ts'
import { embeddedWallet } from './embeddedWallet.ts'
import { embeddedStorage } from './embeddedStorage.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'
import { recordingEmbeddedContext } from './testing/recordingEmbeddedContext.ts'
import { ScriptedFrame } from './testing/ScriptedFrame.ts'

const connectorId = 'ID_AUTH'

/** A logged-in embedded wallet whose frame gives a smart account, connected through its EIP-1193 provider. */
async function connectedWithSmartAccount() {
  const loaded = await loadEmbeddedWallet({ stored: { emailLoginUsed: true } })
  loaded.frame.connected = true
  loaded.frame.accountType = 'smartAccount'
  const provider = loaded.adapter.getProvider('eip155') as EmbeddedEip155Provider
  await vi.advanceTimersByTimeAsync(500)
  const accounts = provider.request({ method: 'eth_requestAccounts' })
  await vi.advanceTimersByTimeAsync(500)
  await expect(accounts).resolves.toEqual([loaded.frame.smartAddress])
  return { ...loaded, provider }
}

describe('the embedded wallet account types (SPEC §3, §4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("tells its user's account type, both types on a chain with smart accounts, and the deployment the frame read", async () => {
    const { adapter, frame, context } = await connectedWithSmartAccount()
    expect(frame.received(types.GET_SMART_ACCOUNT_ENABLED_NETWORKS)).toHaveLength(1)
    expect(adapter.user?.(connectorId)).toMatchObject({ accountType: 'smartAccount', accountTypes: ['smartAccount', 'eoa'], isSmartAccountDeployed: false })
    expect(context.userChanges).toBeGreaterThan(0)
  })

  it('asks the frame again after a transaction, so a smart account deployed by it reads deployed', async () => {
    const { adapter, frame, provider } = await connectedWithSmartAccount()
    const asked = frame.received(types.GET_USER).length
    frame.smartAccountDeployed = true
    const sent = provider.request({ method: 'eth_sendTransaction', params: [{ to: frame.evmAddress, value: '0x1' }] })
    await vi.advanceTimersByTimeAsync(500)
    await expect(sent).resolves.toBe('0xabcd')
    await vi.advanceTimersByTimeAsync(500)
    expect(frame.received(types.GET_USER)).toHaveLength(asked + 1)
    expect(adapter.user?.(connectorId)?.isSmartAccountDeployed).toBe(true)

    // Deployed, it is not asked again.
    const again = provider.request({ method: 'eth_sendTransaction', params: [{ to: frame.evmAddress, value: '0x1' }] })
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(again).resolves.toBe('0xabcd')
    expect(frame.received(types.GET_USER)).toHaveLength(asked + 1)
  })

  it('switches to the EOA and back through setAccountType: the address follows, the choice is stored', async () => {
    const { adapter, frame, provider, context } = await connectedWithSmartAccount()
    const changes: unknown[] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    const toEoa = adapter.setAccountType?.(connectorId, 'eip155', 'eoa')
    await vi.advanceTimersByTimeAsync(500)
    await expect(toEoa).resolves.toBe('eoa')
    expect(changes).toEqual([[frame.evmAddress]])
    expect(adapter.user?.(connectorId)).toMatchObject({ accountType: 'eoa', accountTypes: ['smartAccount', 'eoa'], isSmartAccountDeployed: false })
    expect(context.storage.read(embeddedStorage.preferredAccountTypes)).toEqual({ eip155: 'eoa' })

    const back = adapter.setAccountType?.(connectorId, 'eip155', 'smartAccount')
    await vi.advanceTimersByTimeAsync(500)
    await expect(back).resolves.toBe('smartAccount')
    expect(changes).toEqual([[frame.evmAddress], [frame.smartAddress]])
    expect(context.storage.read(embeddedStorage.preferredAccountTypes)).toEqual({ eip155: 'smartAccount' })
    // Solana has no smart accounts: nothing is asked of the frame.
    const preferred = frame.received(types.SET_PREFERRED_ACCOUNT).length
    await expect(adapter.setAccountType?.(connectorId, 'solana', 'smartAccount')).resolves.toBe('smartAccount')
    expect(frame.received(types.SET_PREFERRED_ACCOUNT)).toHaveLength(preferred)
  })

  it('offers no switch on a chain without smart accounts', async () => {
    const loaded = await loadEmbeddedWallet({ stored: { emailLoginUsed: true } })
    loaded.frame.connected = true
    loaded.frame.smartAccountNetworks = [137]
    const provider = loaded.adapter.getProvider('eip155') as EmbeddedEip155Provider
    await vi.advanceTimersByTimeAsync(500)
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await vi.advanceTimersByTimeAsync(500)
    await accounts
    expect(loaded.adapter.user?.(connectorId)).toEqual(expect.objectContaining({ accountType: 'eoa' }))
    expect(loaded.adapter.user?.(connectorId)?.accountTypes).toBeUndefined()
  })

  it("asks for the host's defaultAccountTypes until the user chose, SPEC §3's smartAccount without it", async () => {
    const frame = new ScriptedFrame()
    const context = recordingEmbeddedContext(undefined, { emailLoginUsed: true })
    context.defaultAccountTypes = { ...context.defaultAccountTypes, eip155: 'eoa' }
    const adapter = await embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount }).load(context)
    frame.connected = true
    await vi.advanceTimersByTimeAsync(500)
    const accounts = (adapter.getProvider('eip155') as EmbeddedEip155Provider).request({ method: 'eth_requestAccounts' })
    await vi.advanceTimersByTimeAsync(500)
    await accounts
    expect(frame.received(types.GET_USER)[0]?.payload).toEqual({ chainId: 1, preferredAccountType: 'eoa' })

    const spec = await connectedWithSmartAccount()
    expect(spec.frame.received(types.GET_USER)[0]?.payload).toEqual({ chainId: 1, preferredAccountType: 'smartAccount' })
  })
})
