import * as t from 'io-ts'
import { address, getBase58Encoder, getBase64Encoder, isAddress } from '@solana/kit'
import { decode } from '../../../kernel/src/decode.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { solanaAccountValue } from './solanaAccountValue.ts'

/** One JSON-RPC method of the harness: its raw `params`, the ledger, and the `result` to send. */
export type SolanaRpcMethod = (params: unknown[], ledger: SolanaLedger) => unknown

const ContextConfig = t.partial({ commitment: t.string, minContextSlot: t.number })
const AccountConfig = t.partial({ commitment: t.string, minContextSlot: t.number, encoding: t.string })
const SendConfig = t.partial({
  encoding: t.union([t.literal('base58'), t.literal('base64')]),
  skipPreflight: t.boolean,
  preflightCommitment: t.string,
  maxRetries: t.number,
  minContextSlot: t.number,
})
const SimulateConfig = t.partial({
  encoding: t.union([t.literal('base58'), t.literal('base64')]),
  sigVerify: t.boolean,
  replaceRecentBlockhash: t.boolean,
  commitment: t.string,
  minContextSlot: t.number,
})
const StatusesConfig = t.partial({ searchTransactionHistory: t.boolean })
const TransactionConfig = t.partial({ encoding: t.literal('json'), commitment: t.string, maxSupportedTransactionVersion: t.number })
const NonNegativeInteger = t.refinement(t.number, (value) => Number.isSafeInteger(value) && value >= 0, 'NonNegativeInteger')
const Base58Text = t.string
const Signatures = t.array(t.string)

/** Decodes `params[index]` with a codec; a missing optional entry gives undefined. */
function param<A>(params: unknown[], index: number, codec: t.Type<A, unknown>, optional: true): A | undefined
function param<A>(params: unknown[], index: number, codec: t.Type<A, unknown>, optional?: false): A
function param<A>(params: unknown[], index: number, codec: t.Type<A, unknown>, optional = false): A | undefined {
  const value = params[index]
  if (value === undefined || (optional && value === null)) {
    if (optional) return undefined
    throw new SolanaRpcError(-32602, `Invalid params: parameter ${index} (${codec.name}) is missing`)
  }
  const decoded = decode(codec, value)
  if (!decoded.ok) throw new SolanaRpcError(-32602, `Invalid params: parameter ${index}: ${decoded.error}`)
  return decoded.value
}

function publicKey(params: unknown[], index: number): string {
  const text = param(params, index, Base58Text)
  if (!isAddress(text)) throw new SolanaRpcError(-32602, `Invalid param: not a base58 public key: ${text}`)
  return text
}

function withContext(ledger: SolanaLedger, value: unknown): unknown {
  return { context: { slot: ledger.slot(), apiVersion: '2.2.0' }, value }
}

function wireBytes(text: string, encoding: 'base58' | 'base64'): Uint8Array {
  try {
    return encoding === 'base58' ? new Uint8Array(getBase58Encoder().encode(text)) : new Uint8Array(getBase64Encoder().encode(text))
  } catch {
    throw new SolanaRpcError(-32602, `Invalid params: the transaction is not valid ${encoding}`)
  }
}

function signatureStatus(ledger: SolanaLedger, signature: string): unknown {
  const status = ledger.status(signature)
  if (!status) return null
  return {
    slot: status.slot,
    confirmations: null,
    err: status.err,
    status: status.err === null ? { Ok: null } : { Err: status.err },
    // litesvm has no forks: a landed transaction is final at once.
    confirmationStatus: 'finalized',
  }
}

/** The JSON-RPC methods the harness answers, by name. */
export const solanaRpcMethods: Record<string, SolanaRpcMethod> = {
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
  getHealth: () => 'ok',
  getGenesisHash: (_params, ledger) => ledger.genesisHash,
  getSlot: (params, ledger) => (param(params, 0, ContextConfig, true), ledger.slot()),
  getBlockHeight: (params, ledger) => (param(params, 0, ContextConfig, true), ledger.slot()),
  getTransactionCount: (params, ledger) => (param(params, 0, ContextConfig, true), ledger.transactionCount),
  getEpochInfo: (params, ledger) => {
    param(params, 0, ContextConfig, true)
    const clock = ledger.svm.getClock()
    const schedule = ledger.svm.getEpochSchedule()
    const slot = ledger.slot()
    const slotsInEpoch = Number(schedule.slotsPerEpoch)
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Number(clock.epoch),
      slotIndex: slotsInEpoch > 0 ? slot % slotsInEpoch : 0,
      slotsInEpoch,
      transactionCount: ledger.transactionCount,
    }
  },
  getLatestBlockhash: (params, ledger) => (param(params, 0, ContextConfig, true), withContext(ledger, ledger.latest())),
  isBlockhashValid: (params, ledger) => {
    const blockhash = param(params, 0, Base58Text)
    param(params, 1, ContextConfig, true)
    return withContext(ledger, ledger.isRecent(blockhash))
  },
  getFeeForMessage: (params, ledger) => {
    const message = wireBytes(param(params, 0, t.string), 'base64')
    param(params, 1, ContextConfig, true)
    return withContext(ledger, ledger.feeForMessage(message))
  },
  getRecentPrioritizationFees: () => [],
  getMinimumBalanceForRentExemption: (params, ledger) => {
    const dataLength = param(params, 0, NonNegativeInteger)
    param(params, 1, ContextConfig, true)
    return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(dataLength)))
  },
  getBalance: (params, ledger) => {
    const key = publicKey(params, 0)
    param(params, 1, ContextConfig, true)
    return withContext(ledger, Number(ledger.svm.getBalance(address(key)) ?? 0n))
  },
  getAccountInfo: (params, ledger) => {
    const key = publicKey(params, 0)
    const config = param(params, 1, AccountConfig, true)
    return withContext(ledger, solanaAccountValue(ledger.svm, key, config?.encoding))
  },
  getMultipleAccounts: (params, ledger) => {
    const keys = param(params, 0, t.array(t.string))
    const config = param(params, 1, AccountConfig, true)
    const values = keys.map((key, index) => {
      if (!isAddress(key)) throw new SolanaRpcError(-32602, `Invalid param: entry ${index} is not a base58 public key: ${key}`)
      return solanaAccountValue(ledger.svm, key, config?.encoding)
    })
    return withContext(ledger, values)
  },
  requestAirdrop: (params, ledger) => {
    const key = publicKey(params, 0)
    const amount = param(params, 1, NonNegativeInteger)
    param(params, 2, ContextConfig, true)
    return ledger.airdrop(key, BigInt(amount))
  },
  sendTransaction: (params, ledger) => {
    const encoded = param(params, 0, t.string)
    const config = param(params, 1, SendConfig, true)
    // Agave's default encoding is base58; web3.js always says base64.
    const wire = wireBytes(encoded, config?.encoding ?? 'base58')
    return ledger.send(wire, { skipPreflight: config?.skipPreflight ?? false })
  },
  simulateTransaction: (params, ledger) => {
    const encoded = param(params, 0, t.string)
    const config = param(params, 1, SimulateConfig, true)
    const sigVerify = config?.sigVerify ?? false
    const replace = config?.replaceRecentBlockhash ?? false
    if (sigVerify && replace) {
      throw new SolanaRpcError(-32602, 'Invalid params: sigVerify may not be used with replaceRecentBlockhash')
    }
    const wire = wireBytes(encoded, config?.encoding ?? 'base58')
    const outcome = ledger.simulate(wire, { sigVerify, checkBlockhash: !replace })
    return withContext(ledger, {
      err: outcome.err,
      logs: outcome.logs,
      accounts: null,
      unitsConsumed: outcome.unitsConsumed,
      returnData: null,
      ...(replace ? { replacementBlockhash: ledger.latest() } : {}),
    })
  },
  // The json encoding only (base58 instruction data); legacy and v0 transactions without lookup tables.
  getTransaction: (params, ledger) => {
    const signature = param(params, 0, Base58Text)
    param(params, 1, TransactionConfig, true)
    const landed = ledger.transaction(signature)
    if (!landed) return null
    const { slot, err, fee, signatures, message, preBalances, postBalances, logMessages } = landed
    return {
      slot,
      blockTime: null,
      version: 'legacy',
      meta: {
        err,
        status: err === null ? { Ok: null } : { Err: err },
        fee,
        preBalances,
        postBalances,
        innerInstructions: [],
        logMessages,
        preTokenBalances: [],
        postTokenBalances: [],
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
      },
      transaction: { signatures, message },
    }
  },
  getSignatureStatuses: (params, ledger) => {
    const signatures = param(params, 0, Signatures)
    param(params, 1, StatusesConfig, true)
    if (signatures.length > 256) throw new SolanaRpcError(-32602, 'Invalid params: too many signatures (at most 256)')
    return withContext(ledger, signatures.map((signature) => signatureStatus(ledger, signature)))
  },
}
