import { describe, expect, it } from 'vitest'
import { matchNodeError } from './matchNodeError.ts'
import { nodeErrorMessages } from './nodeErrorMessages.ts'

// SPEC §8: "Node messages map to: execution reverted, fee cap too high or low, nonce too high,
// low or max, insufficient funds, intrinsic gas too high or low, unsupported transaction type,
// tip above fee cap". The texts are what geth and anvil answer.
const nodeTexts: [string, string][] = [
  ['execution reverted', 'EXECUTION_REVERTED'],
  ['execution reverted: Ownable: caller is not the owner', 'EXECUTION_REVERTED'],
  ['max fee per gas higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
  ['fee cap higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
  ['tx fee (1.50 ether) exceeds the configured cap (1.00 ether)', 'FEE_CAP_TOO_HIGH'],
  ['max fee per gas less than block base fee: address 0xabc, maxFeePerGas: 1, baseFee: 7', 'FEE_CAP_TOO_LOW'],
  ['fee cap less than block base fee', 'FEE_CAP_TOO_LOW'],
  ['nonce too high: address 0xabc, tx: 9 state: 2', 'NONCE_TOO_HIGH'],
  ['nonce too low: address 0xabc, tx: 1 state: 2', 'NONCE_TOO_LOW'],
  ['Nonce too low', 'NONCE_TOO_LOW'],
  ['nonce has max value: address 0xabc, nonce: 18446744073709551615', 'NONCE_MAX_VALUE'],
  ['insufficient funds for gas * price + value: balance 0, tx cost 21000', 'INSUFFICIENT_FUNDS'],
  ['intrinsic gas too high', 'INTRINSIC_GAS_TOO_HIGH'],
  ['exceeds block gas limit', 'INTRINSIC_GAS_TOO_HIGH'],
  ['intrinsic gas too low: have 100, want 21000', 'INTRINSIC_GAS_TOO_LOW'],
  ['transaction type not supported', 'TRANSACTION_TYPE_NOT_SUPPORTED'],
  ['unsupported transaction type', 'TRANSACTION_TYPE_NOT_SUPPORTED'],
  ['max priority fee per gas higher than max fee per gas: address 0xabc', 'TIP_ABOVE_FEE_CAP'],
  ['tip higher than fee cap', 'TIP_ABOVE_FEE_CAP'],
]

describe('matchNodeError (SPEC §8 node messages)', () => {
  it.each(nodeTexts)('maps "%s" to %s', (text, name) => {
    const entry = nodeErrorMessages.find((candidate) => candidate.name === name)
    expect(matchNodeError(text)).toEqual({ name, message: entry?.message })
  })

  it('reads a revert first, even when its reason mentions funds or gas', () => {
    expect(matchNodeError('execution reverted: insufficient funds for transfer')?.name).toBe('EXECUTION_REVERTED')
  })

  it('matches nothing for other texts', () => {
    expect(matchNodeError('User rejected the request.')).toBeUndefined()
    expect(matchNodeError('')).toBeUndefined()
  })

  it('names every SPEC node error once, with an English message', () => {
    const names = nodeErrorMessages.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(names)).toEqual(new Set(nodeTexts.map(([, name]) => name)))
    for (const entry of nodeErrorMessages) expect(entry.message).toMatch(/^[A-Z].+\.$/)
  })
})
