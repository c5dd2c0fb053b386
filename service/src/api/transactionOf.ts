import { getAddress } from 'viem'
import type { IndexedChain } from '../index/IndexedChain.ts'

/** A transaction row of the index, as the transactions route reads it. */
export type TransactionRow = {
  hash: string
  block_number: string
  from_address: string
  to_address: string | null
  status: string
  nonce: string
  timestamp: string
}

/** A transfer row of the index with its token's metadata, as the transactions route reads it. */
export type TransferRow = {
  transaction_hash: string
  kind: 'native' | 'erc20' | 'erc721'
  contract: string | null
  from_address: string
  to_address: string
  amount: string | null
  token_id: string | null
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
  nft_name: string | null
  nft_has_image: boolean | null
  /** The NFT's metadata state (`pending` until fetched, then `done` or `failed`). */
  nft_state: string | null
}

/** A transfer of SPEC's Transaction entity. */
export interface TransactionTransfer {
  fungible_info?: { name: string; symbol: string; address?: string; icon?: { url: string }; flags?: { is_spam: boolean } }
  nft_info?: { name: string; token_id: string; collection: { name: string; address: string }; content?: { preview?: { url: string } }; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string; decimals?: number }
  sender: string
  recipient: string
  price?: number
  value?: number
}

/** SPEC's Transaction entity, relative to one address. */
export interface Transaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'mint' | 'burn' | 'execute'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
    blockNumber: number
  }
  transfers: TransactionTransfer[]
}

const zeroAddress = '0x0000000000000000000000000000000000000000'
const checksummed = (address: string) => getAddress(address)

/** What the transaction was for `account`: a mint or burn when every transfer of it is one, else by direction. */
function operationTypeOf(transfers: readonly TransactionTransfer[], sentByAccount: boolean): Transaction['metadata']['operationType'] {
  if (transfers.length > 0 && transfers.every((transfer) => transfer.sender === zeroAddress)) return 'mint'
  if (transfers.length > 0 && transfers.every((transfer) => transfer.recipient === zeroAddress)) return 'burn'
  if (transfers.some((transfer) => transfer.direction !== 'in')) return 'send'
  if (transfers.length > 0) return 'receive'
  return sentByAccount ? 'execute' : 'receive'
}

/** One transaction row and its transfers (already relative to `account`) as SPEC's Transaction. */
export function transactionOf(chain: IndexedChain, row: TransactionRow, transfers: TransactionTransfer[], account: string): Transaction {
  const caip2 = `eip155:${chain.chainId}`
  return {
    id: `${caip2}:${row.hash}`,
    metadata: {
      operationType: operationTypeOf(transfers, row.from_address === account),
      hash: row.hash,
      minedAt: new Date(Number(row.timestamp) * 1000).toISOString(),
      sentFrom: checksummed(row.from_address),
      sentTo: row.to_address ? checksummed(row.to_address) : '',
      status: row.status === 'failed' ? 'failed' : 'confirmed',
      nonce: Number(row.nonce),
      chain: caip2,
      blockNumber: Number(row.block_number),
    },
    transfers,
  }
}
