import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmbeddedEip155Provider } from './EmbeddedEip155Provider.ts'
import { embeddedWallet } from './embeddedWallet.ts'
import { embeddedStorage } from './embeddedStorage.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'
import { recordingEmbeddedContext } from './testing/recordingEmbeddedContext.ts'
import { ScriptedFrame } from './testing/ScriptedFrame.ts'
import type { ScriptedFrameOptions } from './testing/ScriptedFrame.ts'
import type { AppToFrameMessage } from './AppToFrameMessage.ts'
import type { FrameHost } from './FrameHost.ts'

const connectorId = 'ID_AUTH'

/** A logged-in embedded wallet whose frame gives a smart account, connected through its EIP-1193 provider. */
async function connectedWithSmartAccount(frame?: ScriptedFrameOptions) {
  const loaded = await loadEmbeddedWallet({ stored: { emailLoginUsed: true }, ...(frame ? { frame } : {}) })
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

  it('a failed switch resolves with the type that stayed in use, and the preference falls back to the EOA (SPEC §4)', async () => {
    let failing = false
    const { adapter, frame, provider, context } = await connectedWithSmartAccount({
      answer: (request, host) => (failing && request.type === types.SET_PREFERRED_ACCOUNT ? (host.fail(request, 'no'), 'handled') : undefined),
    })
    failing = true
    const toEoa = adapter.setAccountType?.(connectorId, 'eip155', 'eoa')
    await vi.advanceTimersByTimeAsync(500)
    await expect(toEoa).resolves.toBe('smartAccount')
    expect(adapter.user?.(connectorId)?.accountType).toBe('smartAccount')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([frame.smartAddress])
    expect(context.storage.read(embeddedStorage.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
  })

  it('a user asked for before a switch and answered after it does not undo the switch (the frame answered the type it had)', async () => {
    // The frame answers GET_USER while the account is still the smart account, but the answer
    // reaches the app after the switch's own: the switch stands.
    const held: { request: AppToFrameMessage; host: FrameHost; answer: object }[] = []
    let holding = false
    const { adapter, frame, provider, context } = await connectedWithSmartAccount({
      answer: (request, host, scripted) => {
        if (!holding || request.type !== types.GET_USER || held.length > 0) return undefined
        const address = scripted.address
        held.push({ request, host, answer: { address, chainId: scripted.chainId, smartAccountDeployed: false, accounts: [{ address, type: scripted.accountType }], preferredAccountType: scripted.accountType } })
        return 'hold'
      },
    })
    holding = true
    const asked = provider.request({ method: 'eth_requestAccounts' })
    await vi.advanceTimersByTimeAsync(100)
    expect(held).toHaveLength(1)

    const toEoa = adapter.setAccountType?.(connectorId, 'eip155', 'eoa')
    await vi.advanceTimersByTimeAsync(500)
    await expect(toEoa).resolves.toBe('eoa')
    expect(adapter.user?.(connectorId)?.accountType).toBe('eoa')

    const [late] = held
    late?.host.succeed(late.request as Extract<AppToFrameMessage, { type: typeof types.GET_USER }>, late.answer as never)
    await vi.advanceTimersByTimeAsync(500)
    await expect(asked).resolves.toEqual([frame.evmAddress])
    expect(adapter.user?.(connectorId)?.accountType).toBe('eoa')
    expect(context.storage.read(embeddedStorage.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([frame.evmAddress])
  })

  it('a user asked for while a switch is on its way asks for the type being switched to', async () => {
    const { adapter, frame, provider } = await connectedWithSmartAccount({
      answer: (request) => (request.type === types.SET_PREFERRED_ACCOUNT ? 'hold' : undefined),
    })
    void adapter.setAccountType?.(connectorId, 'eip155', 'eoa')
    await vi.advanceTimersByTimeAsync(100)
    const asked = frame.received(types.GET_USER).length
    void provider.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(100)
    expect(frame.received(types.GET_USER)[asked]?.payload).toEqual({ chainId: 1, preferredAccountType: 'eoa' })
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
