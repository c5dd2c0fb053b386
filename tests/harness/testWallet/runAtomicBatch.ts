import { createWalletClient, http, numberToHex, publicActions } from 'viem'
import type { TransactionReceipt } from 'viem'
import type { HDAccount } from 'viem/accounts'
import type { CallsBatchResult } from './CallsBatchResult.ts'
import { forwardToRpc } from './forwardToRpc.ts'
import type { WalletCall } from './readWalletParams.ts'

/** A receipt as `wallet_getCallsStatus` gives it (EIP-5792 2.0.0). */
function toCallReceipt(receipt: TransactionReceipt): CallsBatchResult['receipts'][number] {
  return {
    logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] })),
    status: receipt.status === 'success' ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: numberToHex(receipt.blockNumber),
    gasUsed: numberToHex(receipt.gasUsed),
    transactionHash: receipt.transactionHash,
  }
}

/**
 * Runs a batch of calls all-or-nothing on an anvil chain: a snapshot first (`evm_snapshot`), then
 * each call signed by the account, sent and mined in turn; when one fails (at estimation or
 * reverted on chain), the chain goes back to the snapshot (`evm_revert`), so nothing of the batch
 * lands: status 500 without receipts. All mined: status 200 with every receipt. When even the
 * revert fails (the node went away), status 600: some of it may have landed.
 * The snapshot takes back whatever else the chain mined meanwhile too: a test chain's trade-off.
 */
export async function runAtomicBatch(account: HDAccount, chainId: number, rpcUrl: string, calls: readonly WalletCall[]): Promise<CallsBatchResult> {
  const chain = { id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const client = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  const snapshot = await forwardToRpc(rpcUrl, 'evm_snapshot', [])
  try {
    const receipts: CallsBatchResult['receipts'] = []
    for (const call of calls) {
      const hash = await client.sendTransaction({ chain, to: call.to, ...(call.value === undefined ? {} : { value: call.value }), ...(call.data === undefined ? {} : { data: call.data }) })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new Error(`The call to ${call.to} reverted (${hash})`)
      receipts.push(toCallReceipt(receipt))
    }
    return { status: 200, receipts }
  } catch {
    const reverted = await forwardToRpc(rpcUrl, 'evm_revert', [snapshot]).catch(() => false)
    return { status: reverted === true ? 500 : 600, receipts: [] }
  }
}
