import { describe, expect, it } from 'vitest'
import { summarizeSolanaRequest } from './summarizeSolanaRequest.ts'

describe('summarizeSolanaRequest (ApproveTransaction, SPEC §6)', () => {
  it('says what a Solana signing request does, counting the transactions signed at once', () => {
    expect(summarizeSolanaRequest({ method: 'solana_signMessage', params: { message: 'aGk=', pubkey: 'x' } }, undefined)).toEqual({ kind: 'signMessage', lines: [] })
    expect(summarizeSolanaRequest({ method: 'solana_signTransaction', params: { transaction: 'AQ==' } }, undefined)?.kind).toBe('signTransaction')
    expect(summarizeSolanaRequest({ method: 'solana_signAllTransactions', params: { transactions: ['a', 'b', 'c'] } }, undefined)).toEqual({ kind: 'signTransactions', lines: [], count: 3 })
    expect(summarizeSolanaRequest({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQ==' } }, undefined)?.kind).toBe('signAndSendTransaction')
    expect(summarizeSolanaRequest({ method: 'personal_sign', params: [] }, undefined)).toBeUndefined()
  })
})
