import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmbeddedSolanaProvider } from './EmbeddedSolanaProvider.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'

async function connected() {
  const loaded = await loadEmbeddedWallet({ stored: { emailLoginUsed: true } })
  loaded.frame.connected = true
  const provider = loaded.adapter.getProvider('solana') as EmbeddedSolanaProvider
  await vi.advanceTimersByTimeAsync(500)
  return { ...loaded, provider }
}

describe('the embedded wallet Solana request provider', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers the accounts with the user on the network reference asked', async () => {
    const { provider, frame } = await connected()
    await expect(provider.request({ method: 'solana_requestAccounts' }, 'solana:localnet')).resolves.toEqual([{ pubkey: frame.solanaAddress }])
    expect(frame.received(types.GET_USER).map((request) => request.payload)).toEqual([{ chainId: 'localnet' }])
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: frame.solanaAddress }])
  })

  it('sends solana_signMessage after approval, as WalletConnect-style params and answer', async () => {
    const { provider, frame, context } = await connected()
    const params = { message: '3yZe7d', pubkey: frame.solanaAddress }
    await expect(provider.request({ method: 'solana_signMessage', params }, 'solana:localnet')).resolves.toEqual({ signature: '5sig' })
    expect(context.approvals.map(({ namespace, method }) => `${namespace} ${method}`)).toEqual(['solana solana_signMessage'])
    expect(frame.received(types.RPC_REQUEST).map((request) => request.payload)).toEqual([{ method: 'solana_signMessage', params }])
  })

  it('renames sendOptions to the frame\'s options for solana_signAndSendTransaction', async () => {
    const { provider, frame } = await connected()
    const answer = provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQID', sendOptions: { skipPreflight: true, maxRetries: 2 } } })
    await expect(answer).resolves.toEqual({ signature: '5sent' })
    expect(frame.received(types.RPC_REQUEST)[0]?.payload).toEqual({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQID', options: { skipPreflight: true, maxRetries: 2 } } })
  })

  it('refuses a rejected signature with 4001 and malformed params with -32602', async () => {
    const { provider, context } = await connected()
    context.approve = 'reject'
    await expect(provider.request({ method: 'solana_signTransaction', params: { transaction: 'AQID' } })).rejects.toMatchObject({ code: 4001 })
    await expect(provider.request({ method: 'solana_signTransaction', params: { tx: 1 } })).rejects.toMatchObject({ code: -32602 })
  })
})
