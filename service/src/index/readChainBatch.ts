import * as t from 'io-ts'
import { hexToBigInt, numberToHex, RpcError, RpcRequestError } from 'viem'
import type { Hex, PublicClient } from 'viem'
import { decodeWith } from '../decodeWith.ts'
import type { ChainBatch, IndexedBlock, IndexedTransaction, IndexedTransfer } from './ChainBatch.ts'
import { ChainMovedError } from './ChainMovedError.ts'
import { RpcBlock } from './RpcBlock.ts'
import { RpcLog } from './RpcLog.ts'
import { RpcReceipt } from './RpcReceipt.ts'

/** keccak256("Transfer(address,address,uint256)"), the same topic for ERC-20 and ERC-721. */
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

type Request = (method: string, params: unknown[]) => Promise<unknown>

const addressOfTopic = (topic: Hex): string => `0x${topic.slice(-40)}`.toLowerCase()
/** Whether a log's data is one 32-byte word, as an ERC-20 Transfer's amount is. */
const isWord = (data: string): data is Hex => /^0x[0-9a-fA-F]{64}$/.test(data)

const Logs = t.array(RpcLog)
const Receipts = t.array(RpcReceipt)

/** A node's answer decoded with `codec`; null stays null (a block or receipt the node does not have: the chain moved). */
const decodeOrNull = <A>(codec: t.Decoder<unknown, A>, answer: unknown, what: string): A | null => (answer === null ? null : decodeWith(codec, answer, what))

async function receiptsOf(request: Request, block: RpcBlock): Promise<RpcReceipt[]> {
  if (block.transactions.length === 0) return []
  const receipts = await request('eth_getBlockReceipts', [block.hash]).then(
    (answer) => decodeOrNull(Receipts, answer, `the answer to eth_getBlockReceipts of block ${block.hash}`),
    (error: unknown) => {
      // A node that answers eth_getBlockReceipts with an error of its own, whatever its code and text
      // (no such method, not supported, a limit), is asked for the receipts one by one; a node that
      // did not answer at all (the connection failed, a timeout) is not: the batch fails and is read again.
      if (!(error instanceof RpcError || error instanceof RpcRequestError)) throw error
      return null
    },
  )
  if (receipts) return receipts
  const one = async (hash: Hex) => decodeOrNull(RpcReceipt, await request('eth_getTransactionReceipt', [hash]), `the answer to eth_getTransactionReceipt of ${hash}`)
  // A receipt the node does not have leaves its transaction without one: the batch says the chain moved.
  return (await Promise.all(block.transactions.map((transaction) => one(transaction.hash)))).filter((receipt) => receipt !== null)
}

/** The Transfer logs of a block range as transfers; ERC-20 has 3 topics (amount in data), ERC-721 has 4 (token id last). */
function transfersOfLogs(logs: readonly RpcLog[]): IndexedTransfer[] {
  const transfers: IndexedTransfer[] = []
  for (const log of logs) {
    if (log.removed) continue
    const common = {
      transactionHash: log.transactionHash.toLowerCase(),
      logIndex: Number(log.logIndex),
      blockNumber: hexToBigInt(log.blockNumber),
      transactionIndex: Number(log.transactionIndex),
      contract: log.address.toLowerCase(),
    }
    const [, from, to, tokenId] = log.topics
    if (!from || !to) continue
    if (log.topics.length === 3 && isWord(log.data)) {
      transfers.push({ ...common, kind: 'erc20', from: addressOfTopic(from), to: addressOfTopic(to), amount: hexToBigInt(log.data), tokenId: null })
    } else if (log.topics.length === 4 && tokenId) {
      transfers.push({ ...common, kind: 'erc721', from: addressOfTopic(from), to: addressOfTopic(to), amount: null, tokenId: hexToBigInt(tokenId) })
    }
  }
  return transfers
}

/**
 * Reads blocks `from`..`to` (full transactions), their receipts (status) and their Transfer logs,
 * and checks they are one consistent piece of chain: each block's parent is the previous block
 * (and the first one's is `parentHash` when given), and every receipt and log is of those blocks.
 * Throws `ChainMovedError` when they are not (a reorganisation under way).
 */
export async function readChainBatch(client: PublicClient, from: bigint, to: bigint, parentHash?: string): Promise<ChainBatch> {
  const request: Request = (method, params) => client.request({ method, params } as never)
  const numbers = Array.from({ length: Number(to - from) + 1 }, (_, index) => from + BigInt(index))
  const [rpcBlocks, logs] = await Promise.all([
    Promise.all(
      numbers.map(async (number) => decodeOrNull(RpcBlock, await request('eth_getBlockByNumber', [numberToHex(number), true]), `the answer to eth_getBlockByNumber of block ${number}`)),
    ),
    request('eth_getLogs', [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [transferTopic] }]).then((answer) =>
      decodeWith(Logs, answer, `the answer to eth_getLogs of blocks ${from}..${to}`),
    ),
  ])
  const blocks: IndexedBlock[] = []
  const presentBlocks: RpcBlock[] = []
  let previousHash = parentHash?.toLowerCase()
  for (const [index, rpcBlock] of rpcBlocks.entries()) {
    if (!rpcBlock) throw new ChainMovedError(`block ${numbers[index]} is missing`)
    const block = { number: hexToBigInt(rpcBlock.number), hash: rpcBlock.hash.toLowerCase(), parentHash: rpcBlock.parentHash.toLowerCase(), timestamp: hexToBigInt(rpcBlock.timestamp) }
    if (previousHash !== undefined && block.parentHash !== previousHash) throw new ChainMovedError(`block ${block.number} does not follow ${previousHash}`)
    previousHash = block.hash
    blocks.push(block)
    presentBlocks.push(rpcBlock)
  }
  const hashes = new Set(blocks.map((block) => block.hash))
  if (logs.some((log) => !log.removed && !hashes.has(log.blockHash.toLowerCase()))) throw new ChainMovedError(`logs of ${from}..${to} are of other blocks`)

  const receipts = await Promise.all(presentBlocks.map((rpcBlock) => receiptsOf(request, rpcBlock)))
  const transactions: IndexedTransaction[] = []
  const transfers: IndexedTransfer[] = []
  for (const [index, rpcBlock] of presentBlocks.entries()) {
    const block = blocks[index] as IndexedBlock
    const byHash = new Map((receipts[index] ?? []).map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
    for (const rpcTransaction of rpcBlock.transactions) {
      const hash = rpcTransaction.hash.toLowerCase()
      const receipt = byHash.get(hash)
      if (!receipt || receipt.blockHash.toLowerCase() !== block.hash) throw new ChainMovedError(`the receipt of ${hash} is not of block ${block.number}`)
      const transaction: IndexedTransaction = {
        hash,
        blockNumber: block.number,
        transactionIndex: Number(rpcTransaction.transactionIndex),
        from: rpcTransaction.from.toLowerCase(),
        to: (rpcTransaction.to ?? receipt.contractAddress ?? null)?.toLowerCase() ?? null,
        value: hexToBigInt(rpcTransaction.value),
        status: hexToBigInt(receipt.status) === 1n ? 'confirmed' : 'failed',
        nonce: Number(rpcTransaction.nonce),
        timestamp: block.timestamp,
      }
      transactions.push(transaction)
      // A failed transaction moves no value; a creation's value goes to the new contract.
      if (transaction.status === 'confirmed' && transaction.value > 0n && transaction.to) {
        transfers.push({ transactionHash: hash, logIndex: -1, blockNumber: block.number, transactionIndex: transaction.transactionIndex, kind: 'native', contract: null, from: transaction.from, to: transaction.to, amount: transaction.value, tokenId: null })
      }
    }
  }
  transfers.push(...transfersOfLogs(logs))
  return { blocks, transactions, transfers }
}
