import { decode } from '@portico/kernel/extend'
import { InvalidParamsError } from './errors.ts'
import { SendOptionsInput } from './SendOptionsInput.ts'
import type { SolanaSendOptions } from './SolanaSendOptions.ts'

// web3.js still accepts the commitments it deprecated; each means one of the three current ones.
const commitments = new Map<string, NonNullable<SolanaSendOptions['preflightCommitment']>>([
  ['processed', 'processed'],
  ['recent', 'processed'],
  ['confirmed', 'confirmed'],
  ['single', 'confirmed'],
  ['singleGossip', 'confirmed'],
  ['finalized', 'finalized'],
  ['root', 'finalized'],
  ['max', 'finalized'],
])

/** A host's web3.js send options as the adapter's; a wrong shape or an unknown commitment is -32602. */
export function toSolanaSendOptions(input: unknown): SolanaSendOptions {
  if (input === undefined) return {}
  const decoded = decode(SendOptionsInput, input)
  if (!decoded.ok) throw new InvalidParamsError(decoded.error)
  const { preflightCommitment, ...rest } = decoded.value
  if (preflightCommitment === undefined) return rest
  const commitment = commitments.get(preflightCommitment)
  if (!commitment) throw new InvalidParamsError(`Unknown commitment: ${preflightCommitment}`)
  return { ...rest, preflightCommitment: commitment }
}
