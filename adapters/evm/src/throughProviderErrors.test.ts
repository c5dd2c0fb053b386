import { BaseError, ProviderError } from '@portico/kernel'
import { HttpRequestError, TimeoutError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { throughProviderErrors } from './throughProviderErrors.ts'

async function caught(error: unknown): Promise<unknown> {
  return throughProviderErrors(() => Promise.reject(error)).catch((thrown: unknown) => thrown)
}

describe('throughProviderErrors', () => {
  it('gives what it ran when it succeeds', async () => {
    expect(await throughProviderErrors(async () => 42)).toBe(42)
  })

  it('maps a wallet\'s { code, message } to a ProviderError, 5000 read as 4001', async () => {
    expect(await caught({ code: 4001, message: 'User rejected the request.' })).toMatchObject({ code: 4001 })
    const fromWalletConnect = await caught({ code: 5000, message: 'User rejected.' })
    expect(fromWalletConnect).toBeInstanceOf(ProviderError)
    expect(fromWalletConnect).toMatchObject({ code: 4001, shortMessage: 'The user rejected the request.' })
  })

  it('reads through viem\'s wrappers to the code and to the node\'s words', async () => {
    expect(await caught(new UserRejectedRequestError(new Error('declined')))).toMatchObject({ code: 4001 })
    expect(await caught({ code: -32000, message: 'nonce too low: next nonce 5, tx nonce 1' })).toMatchObject({ nodeError: 'NONCE_TOO_LOW' })
  })

  it('gives SPEC §8\'s transport texts when no JSON-RPC answer came', async () => {
    const timeout = await caught(new TimeoutError({ body: { method: 'eth_chainId' }, url: 'http://127.0.0.1:8545' }))
    expect(timeout).toBeInstanceOf(BaseError)
    expect(timeout).toMatchObject({ shortMessage: 'The request took too long to respond', code: 'TIMEOUT' })
    const failed = await caught(new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 502 }))
    expect(failed).toMatchObject({ shortMessage: 'HTTP request failed', code: 'HTTP_REQUEST_FAILED', details: 'HTTP status code: 502' })
  })
})
