import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import type { TransactionMetadata } from 'litesvm'
import type { ReadonlyUint8Array, Transaction } from '@solana/kit'
import {
  address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isSignature,
  lamports,
  signature as asSignature,
} from '@solana/kit'
import { describeTransactionError } from './describeTransactionError.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

// How many blocks a blockhash stays usable, as on Solana (MAX_PROCESSING_AGE).
const blockhashLifetime = 150

// Lamports charged per signature: litesvm's default fee rate.
const lamportsPerSignature = 5000

/** The outcome of a transaction that reached the ledger. */
export interface SignatureStatus {
  slot: number
  /** null when it succeeded, else Agave's JSON form of the error. */
  err: unknown
}

/** What a simulation (or a preflight) reports, in `simulateTransaction`'s shape. */
export interface SimulationOutcome {
  err: unknown
  message: string
  logs: string[]
  unitsConsumed: number
}

/** A transaction that landed through `send`, as `getTransaction` answers it (json encoding). */
export interface LandedTransaction {
  slot: number
  err: unknown
  fee: number
  signatures: string[]
  message: {
    accountKeys: string[]
    header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number }
    recentBlockhash: string
    instructions: { programIdIndex: number; accounts: number[]; data: string }[]
  }
  /** Lamports of each account key before and after it. */
  preBalances: number[]
  postBalances: number[]
  logMessages: string[]
}

/** Called when a transaction lands, with its base58 signature and its status. */
export type SignatureListener = (signature: string, status: SignatureStatus) => void

const base58 = getBase58Decoder()

/**
 * The chain behind the harness RPC: a LiteSVM plus what a node adds around it. Every landed
 * transaction (and airdrop) advances the slot and the blockhash, and the last 150 blockhashes stay
 * valid, so clients that cache a blockhash (web3.js does for 30 s) keep working.
 */
export class SolanaLedger {
  /** The Solana VM; tests may use it directly (setAccount, warpToSlot...). */
  readonly svm: LiteSVM
  private readonly blockhashes = new Map<string, number>()
  private readonly statuses = new Map<string, SignatureStatus>()
  private readonly landed = new Map<string, LandedTransaction>()
  private readonly listeners = new Set<SignatureListener>()
  /** How many transactions landed through this ledger. */
  transactionCount = 0
  /** The first blockhash, served as the genesis hash. */
  readonly genesisHash: string

  constructor() {
    // The blockhash rule is ours (a window of recent hashes), not litesvm's single latest hash.
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.genesisHash = this.latest().blockhash
  }

  /** The current slot; the block height is the same number (no skipped slots here). */
  slot(): number {
    return Number(this.svm.getClock().slot)
  }

  /** The latest blockhash and the last block height at which it is accepted. */
  latest(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    let lastValidBlockHeight = this.blockhashes.get(blockhash)
    if (lastValidBlockHeight === undefined) {
      lastValidBlockHeight = this.slot() + blockhashLifetime
      this.blockhashes.set(blockhash, lastValidBlockHeight)
    }
    return { blockhash, lastValidBlockHeight }
  }

  /** Whether a blockhash is one of the recent ones a transaction may use. */
  isRecent(blockhash: string): boolean {
    this.latest()
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.slot()
  }

  /** Registers a listener for landed transactions; returns its removal. */
  onSignature(listener: SignatureListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The status of a signature, from this ledger's record or litesvm's history; null if unknown. */
  status(signature: string): SignatureStatus | null {
    const known = this.statuses.get(signature)
    if (known) return known
    if (!isSignature(signature)) throw new SolanaRpcError(-32602, `Invalid param: not a base58 signature: ${signature}`)
    const found = this.svm.getTransaction(asSignature(signature))
    if (!found) return null
    const err = found instanceof FailedTransactionMetadata ? describeTransactionError(found).json : null
    return { slot: this.slot(), err }
  }

  /** Credits lamports from litesvm's faucet account; returns the airdrop's signature. */
  airdrop(recipient: string, amount: bigint): string {
    const result = this.svm.airdrop(address(recipient), lamports(amount))
    if (!result) throw new SolanaRpcError(-32603, 'airdrop failed: no result from the VM')
    if (result instanceof FailedTransactionMetadata) {
      throw new SolanaRpcError(-32603, `airdrop failed: ${describeTransactionError(result).message}`)
    }
    return this.land(result, null)
  }

  /** The fee of a serialized message: 5000 lamports per required signature; null if its blockhash is stale. */
  feeForMessage(messageBytes: Uint8Array): number | null {
    const message = decodeMessage(messageBytes)
    if (!this.isRecent(message.lifetimeToken)) return null
    return message.header.numSignerAccounts * lamportsPerSignature
  }

  /** Runs a transaction without committing it (sigVerify as asked; the blockhash window is checked unless told not to). */
  simulate(wire: Uint8Array, options: { sigVerify: boolean; checkBlockhash: boolean }): SimulationOutcome {
    const transaction = decodeTransaction(wire)
    if (options.checkBlockhash) {
      const stale = this.staleBlockhash(transaction)
      if (stale) return stale
    }
    this.svm.withSigverify(options.sigVerify)
    try {
      const result = this.svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) return failureOutcome(result)
      const meta = result.meta()
      return { err: null, message: '', logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    } catch (error) {
      throw new SolanaRpcError(-32003, `Transaction signature verification failure: ${String(error)}`)
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /**
   * Submits a transaction: preflight (unless skipped), then execution. Returns its signature;
   * a transaction that cannot land (stale blockhash, bad signature, fee payer without funds...)
   * is refused with -32002, since a real node would drop it and the client would wait in vain.
   */
  send(wire: Uint8Array, options: { skipPreflight: boolean }): string {
    if (!options.skipPreflight) {
      const preflight = this.simulate(wire, { sigVerify: true, checkBlockhash: true })
      if (preflight.err !== null) throw preflightError(preflight)
    }
    const transaction = decodeTransaction(wire)
    const stale = this.staleBlockhash(transaction)
    if (stale) throw preflightError(stale)
    const message = decodeMessage(transaction.messageBytes)
    const balances = () => message.staticAccounts.map((key) => Number(this.svm.getBalance(key) ?? 0n))
    const preBalances = balances()
    let result: TransactionMetadata | FailedTransactionMetadata
    try {
      result = this.svm.sendTransaction(transaction)
    } catch (error) {
      throw new SolanaRpcError(-32003, `Transaction signature verification failure: ${String(error)}`)
    }
    const record = (meta: TransactionMetadata, err: unknown): string => {
      const slot = this.slot()
      const signature = this.land(meta, err)
      this.landed.set(signature, {
        slot,
        err,
        fee: message.header.numSignerAccounts * lamportsPerSignature,
        signatures: Object.values(transaction.signatures).flatMap((bytes) => (bytes ? [base58.decode(bytes)] : [])),
        message: {
          accountKeys: [...message.staticAccounts],
          header: {
            numRequiredSignatures: message.header.numSignerAccounts,
            numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
            numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
          },
          recentBlockhash: message.lifetimeToken,
          // Legacy and v0 messages (what web3.js 1.x sends); a v1 message lists its instructions apart and is recorded without them.
          instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
            programIdIndex: instruction.programAddressIndex,
            accounts: [...(instruction.accountIndices ?? [])],
            data: base58.decode(instruction.data ?? new Uint8Array()),
          })),
        },
        preBalances,
        postBalances: balances(),
        logMessages: meta.logs(),
      })
      return signature
    }
    if (result instanceof FailedTransactionMetadata) {
      const described = describeTransactionError(result)
      if (!described.landed) throw preflightError(failureOutcome(result))
      return record(result.meta(), described.json)
    }
    return record(result, null)
  }

  /** A transaction that landed through `send`, by its signature; null for any other (airdrops too). */
  transaction(signature: string): LandedTransaction | null {
    return this.landed.get(signature) ?? null
  }

  private staleBlockhash(transaction: Transaction): SimulationOutcome | null {
    const message = decodeMessage(transaction.messageBytes)
    if (this.isRecent(message.lifetimeToken)) return null
    return { err: 'BlockhashNotFound', message: 'Blockhash not found', logs: [], unitsConsumed: 0 }
  }

  private land(meta: TransactionMetadata, err: unknown): string {
    const signature = base58.decode(meta.signature())
    const status: SignatureStatus = { slot: this.slot(), err }
    this.statuses.set(signature, status)
    this.transactionCount += 1
    this.advance()
    for (const listener of [...this.listeners]) listener(signature, status)
    return signature
  }

  private advance(): void {
    this.svm.warpToSlot(BigInt(this.slot() + 1))
    this.svm.expireBlockhash()
    this.latest()
    const height = this.slot()
    for (const [blockhash, lastValid] of this.blockhashes) {
      if (lastValid < height) this.blockhashes.delete(blockhash)
    }
  }
}

function failureOutcome(failed: FailedTransactionMetadata): SimulationOutcome {
  const described = describeTransactionError(failed)
  const meta = failed.meta()
  return { err: described.json, message: described.message, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
}

function preflightError(outcome: SimulationOutcome): SolanaRpcError {
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${outcome.message}`, {
    err: outcome.err,
    logs: outcome.logs,
    accounts: null,
    unitsConsumed: outcome.unitsConsumed,
    returnData: null,
  })
}

function decodeTransaction(wire: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(wire)
  } catch (error) {
    throw new SolanaRpcError(-32602, `invalid transaction: failed to deserialize: ${String(error)}`)
  }
}

function decodeMessage(messageBytes: ReadonlyUint8Array) {
  try {
    return getCompiledTransactionMessageDecoder().decode(messageBytes)
  } catch (error) {
    throw new SolanaRpcError(-32602, `invalid message: failed to deserialize: ${String(error)}`)
  }
}
