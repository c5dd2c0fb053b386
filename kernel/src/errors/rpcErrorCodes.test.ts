import { describe, expect, it } from 'vitest'
import { rpcErrorByCode } from './rpcErrorByCode.ts'
import { rpcErrorCodes } from './rpcErrorCodes.ts'

// SPEC §8, "JSON-RPC codes", in the order the line lists them.
const specCodes: [number, string][] = [
  [-32700, 'PARSE_ERROR'],
  [-32600, 'INVALID_REQUEST'],
  [-32601, 'METHOD_NOT_FOUND'],
  [-32602, 'INVALID_PARAMS'],
  [-32603, 'INTERNAL_ERROR'],
  [-32000, 'INVALID_INPUT'],
  [-32001, 'RESOURCE_NOT_FOUND'],
  [-32002, 'RESOURCE_UNAVAILABLE'],
  [-32003, 'TRANSACTION_REJECTED'],
  [-32004, 'METHOD_NOT_SUPPORTED'],
  [-32005, 'LIMIT_EXCEEDED'],
  [-32006, 'VERSION_UNSUPPORTED'],
  [4001, 'USER_REJECTED'],
  [4100, 'UNAUTHORIZED'],
  [4200, 'UNSUPPORTED_METHOD'],
  [4900, 'DISCONNECTED'],
  [4901, 'CHAIN_DISCONNECTED'],
  [4902, 'SWITCH_CHAIN_ERROR'],
  // 5700 to 5760: non-optional capability, unsupported chain id, duplicate id, unknown bundle id,
  // bundle too large, atomic upgrade rejected, atomicity not supported.
  [5700, 'UNSUPPORTED_NON_OPTIONAL_CAPABILITY'],
  [5710, 'UNSUPPORTED_CHAIN_ID'],
  [5720, 'DUPLICATE_ID'],
  [5730, 'UNKNOWN_BUNDLE_ID'],
  [5740, 'BUNDLE_TOO_LARGE'],
  [5750, 'ATOMIC_READY_WALLET_REJECTED_UPGRADE'],
  [5760, 'ATOMICITY_NOT_SUPPORTED'],
]

describe('rpcErrorCodes (SPEC §8 JSON-RPC codes)', () => {
  it.each(specCodes)('has %i under the stable name %s with an English message', (code, name) => {
    const entry = (rpcErrorCodes as Record<string, { code: number; message: string }>)[name]
    expect(entry?.code).toBe(code)
    expect(entry?.message).toMatch(/^[A-Z].+\.$/)
  })

  it('has exactly the codes of SPEC §8, each once', () => {
    const codes = Object.values(rpcErrorCodes).map((entry) => entry.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect([...codes].sort((a, b) => a - b)).toEqual(specCodes.map(([code]) => code).sort((a, b) => a - b))
  })

  it('has a distinct message per code', () => {
    const messages = Object.values(rpcErrorCodes).map((entry) => entry.message)
    expect(new Set(messages).size).toBe(messages.length)
  })
})

describe('rpcErrorByCode', () => {
  it.each(specCodes)('finds %i as %s', (code, name) => {
    expect(rpcErrorByCode(code)).toMatchObject({ code, name })
  })

  it('reads 5000 as a user rejection (4001)', () => {
    expect(rpcErrorByCode(5000)).toEqual({ name: 'USER_REJECTED', ...rpcErrorCodes.USER_REJECTED })
  })

  it('knows no other code', () => {
    expect(rpcErrorByCode(3)).toBeUndefined()
    expect(rpcErrorByCode(5701)).toBeUndefined()
    expect(rpcErrorByCode(-32099)).toBeUndefined()
  })
})
