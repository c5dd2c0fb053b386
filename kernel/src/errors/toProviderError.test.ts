import { describe, expect, it } from 'vitest'
import { ProviderError } from '../errors.ts'
import { BaseError } from './BaseError.ts'
import { rpcErrorCodes } from './rpcErrorCodes.ts'
import { toProviderError } from './toProviderError.ts'

describe('toProviderError', () => {
  it('keeps a wallet code of the table with its English message and the wallet text as details', () => {
    const thrown = { code: 4001, message: 'User denied the request' }
    const error = toProviderError(thrown)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.code).toBe(4001)
    expect(error.shortMessage).toBe(rpcErrorCodes.USER_REJECTED.message)
    expect(error.details).toBe('User denied the request')
    expect(error.cause).toBe(thrown)
    expect(error.nodeError).toBeUndefined()
  })

  it('treats 5000 as a user rejection (SPEC §8)', () => {
    const error = toProviderError({ code: 5000, message: 'User rejected.' })
    expect(error.code).toBe(4001)
    expect(error.shortMessage).toBe(rpcErrorCodes.USER_REJECTED.message)
  })

  it.each([
    [4100, 'UNAUTHORIZED'],
    [4200, 'UNSUPPORTED_METHOD'],
    [4900, 'DISCONNECTED'],
    [4901, 'CHAIN_DISCONNECTED'],
    [4902, 'SWITCH_CHAIN_ERROR'],
    [5740, 'BUNDLE_TOO_LARGE'],
    [-32601, 'METHOD_NOT_FOUND'],
  ] as const)('reads code %i from an Error as %s', (code, name) => {
    const error = toProviderError(Object.assign(new Error('wallet says no'), { code }))
    expect(error.code).toBe(code)
    expect(error.shortMessage).toBe(rpcErrorCodes[name].message)
  })

  it('finds the wallet code inside an internal-error wrapper', () => {
    const error = toProviderError({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4001, message: 'User denied transaction signature.' } },
    })
    expect(error.code).toBe(4001)
  })

  it('reads a declined request of ethers (ACTION_REJECTED) as 4001', () => {
    const error = toProviderError({ code: 'ACTION_REJECTED', message: 'user rejected action', info: { error: { code: 4001, message: 'denied' } } })
    expect(error.code).toBe(4001)
  })

  it('maps a node message under a generic code to its stable name and English message', () => {
    const error = toProviderError({ code: -32000, message: 'nonce too low: address 0xabc, tx: 1 state: 2' })
    expect(error.code).toBe(-32000)
    expect(error.nodeError).toBe('NONCE_TOO_LOW')
    expect(error.shortMessage).toBe('The nonce is lower than the next nonce of the account.')
    expect(error.details).toBe('nonce too low: address 0xabc, tx: 1 state: 2')
  })

  it('keeps the code and revert data of a revert nested in a wrapper', () => {
    const error = toProviderError({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: 3, message: 'execution reverted: not owner', data: '0x08c379a0' },
    })
    expect(error.code).toBe(3)
    expect(error.nodeError).toBe('EXECUTION_REVERTED')
    expect(error.data).toBe('0x08c379a0')
  })

  it('gives a node message without a code -32000', () => {
    const error = toProviderError(new Error('insufficient funds for gas * price + value'))
    expect(error.code).toBe(-32000)
    expect(error.nodeError).toBe('INSUFFICIENT_FUNDS')
  })

  it('reads a string: a node message by its name, any other text as it is', () => {
    expect(toProviderError('intrinsic gas too low').nodeError).toBe('INTRINSIC_GAS_TOO_LOW')
    const error = toProviderError('Something odd')
    expect(error.code).toBe(-32603)
    expect(error.shortMessage).toBe('Something odd')
  })

  it('keeps the text of a code outside the table', () => {
    const error = toProviderError({ code: 1234, message: 'Custom wallet failure' })
    expect(error.code).toBe(1234)
    expect(error.shortMessage).toBe('Custom wallet failure')
  })

  it('keeps a numeric code given as a string', () => {
    expect(toProviderError({ code: '4902', message: 'Unrecognized chain' }).code).toBe(4902)
  })

  it.each([undefined, null, 42, {}, ''])('turns %j into an internal error', (thrown) => {
    const error = toProviderError(thrown)
    expect(error.code).toBe(-32603)
    expect(error.shortMessage).toBe('An unknown error occurred.')
  })

  it('returns a ProviderError as it is', () => {
    const original = new ProviderError('x', { code: 4001 })
    expect(toProviderError(original)).toBe(original)
  })

  it('stops on a cause that points back at itself', () => {
    const thrown: { code: number; message: string; cause?: unknown } = { code: 4100, message: 'no' }
    thrown.cause = thrown
    expect(toProviderError(thrown).code).toBe(4100)
  })
})
