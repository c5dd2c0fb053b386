import { ProviderError } from '@portico/kernel'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmbeddedEip155Provider } from './EmbeddedEip155Provider.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'
import type { ScriptedFrameOptions } from './testing/ScriptedFrame.ts'
import { embeddedStorage } from './embeddedStorage.ts'

/** A logged-in embedded wallet (stored login, frame session) and its EIP-1193 provider, frame ready. */
async function connected(frame: ScriptedFrameOptions = {}, stored: Record<string, unknown> = { emailLoginUsed: true }) {
  const loaded = await loadEmbeddedWallet({ stored, frame })
  loaded.frame.connected = true
  const provider = loaded.adapter.getProvider('eip155') as EmbeddedEip155Provider
  await vi.advanceTimersByTimeAsync(500)
  return { ...loaded, provider }
}

const holdRpc: ScriptedFrameOptions = { answer: (request) => (request.type === types.RPC_REQUEST ? 'hold' : undefined) }

describe('the embedded wallet EIP-1193 provider', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers eth_requestAccounts with the user on the frame chain, eth_chainId with that chain', async () => {
    const { provider, frame, context } = await connected()
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([frame.evmAddress])
    expect(frame.received(types.GET_USER).map((request) => request.payload)).toEqual([{ chainId: 1, preferredAccountType: 'smartAccount' }])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(context.storage.read(embeddedStorage.lastUsedChainId)).toBe('eip155:1')
    expect(context.storage.read(embeddedStorage.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(context.snacks).toEqual([])
  })

  it('warns when the connected account is a smart account and the host does not start its users on one (SPEC §8)', async () => {
    const { provider, frame, context } = await connected({}, { emailLoginUsed: true, preferredAccountTypes: { eip155: 'smartAccount' } })
    context.defaultAccountTypes = { ...context.defaultAccountTypes, eip155: 'eoa' }
    frame.accountType = 'smartAccount'
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([frame.smartAddress])
    expect(frame.received(types.GET_USER)[0]?.payload).toEqual({ chainId: 1, preferredAccountType: 'smartAccount' })
    expect(context.snacks).toEqual(['error: This application might not support Smart Accounts'])
  })

  it('does not warn of a smart account when the host starts its users on one (SPEC §3 default, issue 34)', async () => {
    const { provider, frame, context } = await connected({}, { emailLoginUsed: true, preferredAccountTypes: { eip155: 'smartAccount' } })
    expect(context.defaultAccountTypes.eip155).toBe('smartAccount')
    frame.accountType = 'smartAccount'
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([frame.smartAddress])
    expect(context.snacks).toEqual([])
  })

  it('switches the frame chain and emits chainChanged; an unknown chain is 4902', async () => {
    const { provider, frame } = await connected()
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).resolves.toBeNull()
    expect(frame.received(types.SWITCH_NETWORK).map((request) => request.payload)).toEqual([{ chainId: 137 }])
    expect(changes).toEqual(['0x89'])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x89')
    const refused = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] })
    await expect(refused).rejects.toBeInstanceOf(ProviderError)
    await expect(refused).rejects.toMatchObject({ code: 4902 })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x5' }] })).rejects.toMatchObject({ code: 4902 })
  })

  it('answers the disconnect revoke itself, without approval or frame request', async () => {
    const { provider, frame, context } = await connected()
    const before = frame.requests.length
    await expect(provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).resolves.toBeNull()
    expect(frame.requests.length).toBe(before)
    expect(context.approvals).toEqual([])
  })

  it('sends safe methods straight to the frame (SPEC §6)', async () => {
    const { provider, frame, context } = await connected()
    await expect(provider.request({ method: 'eth_call', params: [{ to: '0x1111111111111111111111111111111111111111', data: '0x' }, 'latest'] })).resolves.toBe('0x01')
    await expect(provider.request({ method: 'eth_getBalance', params: [frame.evmAddress, 'latest'] })).resolves.toBe('0x0de0b6b3a7640000')
    expect(frame.received(types.RPC_REQUEST).map((request) => request.payload.method)).toEqual(['eth_call', 'eth_getBalance'])
    expect(context.approvals).toEqual([])
  })

  it('asks approval for unsafe methods first, and fails with 4001 without asking the frame when rejected', async () => {
    const { provider, frame, context } = await connected()
    const params = ['0x68656c6c6f', frame.evmAddress]
    await expect(provider.request({ method: 'personal_sign', params })).resolves.toBe('0x5151')
    expect(context.approvals).toEqual([{ namespace: 'eip155', method: 'personal_sign', params, signal: expect.any(AbortSignal) }])
    expect(frame.received(types.RPC_REQUEST)).toHaveLength(1)
    context.approve = 'reject'
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ to: frame.evmAddress }] })).rejects.toMatchObject({ name: 'ProviderError', code: 4001 })
    expect(frame.received(types.RPC_REQUEST)).toHaveLength(1)
  })

  it('refuses unknown methods with 4200 "Requested RPC call is not allowed", then says "Action not allowed" 300 ms later', async () => {
    const { provider, frame, context } = await connected()
    const before = frame.requests.length
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200, shortMessage: 'Requested RPC call is not allowed' })
    expect(frame.requests.length).toBe(before)
    await vi.advanceTimersByTimeAsync(299)
    expect(context.snacks).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(context.snacks).toEqual(['error: Action not allowed'])
    await expect(provider.request({ method: 'eth_sendUserOperation', params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(context.approvals).toEqual([])
  })

  it('rejectPendingRequests aborts the unsafe requests in flight and keeps the safe ones (SPEC §6)', async () => {
    const { provider, frame, adapter } = await connected(holdRpc)
    const read = provider.request({ method: 'eth_call', params: [{ to: frame.evmAddress }] })
    const signing = provider.request({ method: 'personal_sign', params: ['0x68', frame.evmAddress] }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.received(types.RPC_REQUEST)).toHaveLength(2)
    adapter.rejectPendingRequests()
    await expect(signing).resolves.toMatchObject({ code: 4001, shortMessage: 'Request was aborted' })
    const [readRequest] = frame.received(types.RPC_REQUEST)
    frame.host?.succeed(readRequest as NonNullable<typeof readRequest>, { result: '0x02' })
    await expect(read).resolves.toBe('0x02')
  })

  it('also aborts an unsafe request still waiting for approval', async () => {
    const { provider, frame, adapter, context } = await connected()
    context.approve = 'wait'
    const signing = provider.request({ method: 'eth_signTypedData_v4', params: [frame.evmAddress, '{}'] }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    adapter.rejectPendingRequests()
    await expect(signing).resolves.toMatchObject({ code: 4001, shortMessage: 'Request was aborted' })
    expect(context.approvals[0]?.signal?.aborted).toBe(true)
    expect(frame.received(types.RPC_REQUEST)).toEqual([])
  })

  it('maps frame errors: the frame code when given, else the kernel mapping of its text', async () => {
    const { provider, frame } = await connected({
      answer: (request, host) => {
        if (request.type !== types.RPC_REQUEST) return undefined
        if (request.payload.method === 'personal_sign') host.fail(request, 'User rejected the request.', 4001)
        else host.fail(request, 'insufficient funds for gas * price + value')
        return 'handled'
      },
    })
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', frame.evmAddress] })).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
    await expect(provider.request({ method: 'eth_estimateGas', params: [{}] })).rejects.toMatchObject({ name: 'ProviderError', nodeError: 'INSUFFICIENT_FUNDS' })
  })

  it('reconnects after a reload: IS_CONNECTED then GET_USER; none when the frame has no session (login forgotten)', async () => {
    const { provider, frame } = await connected()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([frame.evmAddress])
    expect(frame.requests.map((request) => request.type).filter((type) => type !== types.SYNC_DAPP_DATA && type !== types.SYNC_THEME)).toEqual([
      types.IS_CONNECTED,
      types.GET_USER,
      types.GET_SMART_ACCOUNT_ENABLED_NETWORKS,
    ])

    const stale = await loadEmbeddedWallet({ stored: { emailLoginUsed: true, email: 'ada@example.com' } })
    const staleProvider = stale.adapter.getProvider('eip155') as EmbeddedEip155Provider
    const disconnects: unknown[] = []
    staleProvider.on('disconnect', (payload) => disconnects.push(payload))
    const accounts = staleProvider.request({ method: 'eth_accounts' })
    await vi.advanceTimersByTimeAsync(500)
    await expect(accounts).resolves.toEqual([])
    expect(stale.context.storage.read(embeddedStorage.emailLoginUsed)).toBeUndefined()
    expect(stale.context.storage.read(embeddedStorage.email)).toBeUndefined()
    expect(stale.frame.received(types.GET_USER)).toEqual([])
    expect(stale.adapter.getProvider('eip155')).toBeUndefined()
  })

  it('aborts RPC requests on destroy with "Request was aborted"', async () => {
    const { provider, frame, adapter } = await connected(holdRpc)
    const read = provider.request({ method: 'eth_call', params: [{ to: frame.evmAddress }] }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    adapter.destroy()
    await expect(read).resolves.toMatchObject({ name: 'NotConnectedError', code: 4900, shortMessage: 'Request was aborted' })
  })
})
