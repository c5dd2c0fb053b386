import { numberToHex } from 'viem'
import type { Address } from 'viem'
import type { HDAccount } from 'viem/accounts'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import type { CallsBatchResult } from './CallsBatchResult.ts'
import { TestWalletRpcError } from './TestWalletRpcError.ts'
import { readWalletParams } from './readWalletParams.ts'
import { runAtomicBatch } from './runAtomicBatch.ts'

/** What a batch needs of the wallet: its account, its chains, and the user's approval. */
interface BatchWallet {
  account: HDAccount
  rpcUrlOf(chainId: number): string | undefined
  requireSigner(from: Address): void
  approve(request: ApprovalRequest): Promise<void>
}

interface Batch {
  chainId: number
  result?: CallsBatchResult
}

function randomId(): string {
  return `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The test wallet's atomic batches (EIP-5792 2.0.0): `wallet_sendCalls` asks once for the whole
 * batch, answers its id, then runs it all-or-nothing on the chain's anvil (one batch at a time);
 * `wallet_getCallsStatus` says 100 while it runs, then 200 or 500 (400 when it could not start,
 * 600 when a failed batch could not be undone), with `atomic: true`.
 */
export class TestWalletBatches {
  private readonly batches = new Map<string, Batch>()
  private queue: Promise<unknown> = Promise.resolve()

  /** `wallet_sendCalls`: the batch's `{ id }` once the user approved it; it runs after. */
  async send(params: unknown, wallet: BatchWallet): Promise<{ id: string }> {
    const { chainId, from, calls } = readWalletParams.sendCalls(params)
    const { account } = wallet
    wallet.requireSigner(from ?? account.address)
    const rpcUrl = wallet.rpcUrlOf(chainId)
    if (!rpcUrl) throw new TestWalletRpcError(5710, `Unsupported chain id ${numberToHex(chainId)}.`)
    const detail = calls.map((call, index) => `${index + 1}. To ${call.to}, value ${call.value ?? 0n} wei${call.data && call.data !== '0x' ? `, data ${call.data}` : ''}`).join('\n')
    await wallet.approve({ method: 'wallet_sendCalls', title: `Send ${calls.length} calls at once`, detail })
    const id = randomId()
    const batch: Batch = { chainId }
    this.batches.set(id, batch)
    this.queue = this.queue.then(async () => {
      // No snapshot (the node cannot be reached): nothing ran.
      batch.result = await runAtomicBatch(account, chainId, rpcUrl, calls).catch((): CallsBatchResult => ({ status: 400, receipts: [] }))
    })
    return { id }
  }

  /** `wallet_getCallsStatus`: where the batch is; 5730 for an id it did not give. */
  status(params: unknown): unknown {
    const id = readWalletParams.callsStatus(params)
    const batch = this.batches.get(id)
    if (!batch) throw new TestWalletRpcError(5730, 'Unknown bundle id.')
    const { status, receipts } = batch.result ?? { status: 100, receipts: [] }
    return { version: '2.0.0', id, chainId: numberToHex(batch.chainId), status, atomic: true, receipts }
  }
}
