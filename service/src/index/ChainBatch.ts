/** A block as indexed: enough to detect a reorganisation (its hash and its parent's). */
export interface IndexedBlock {
  number: bigint
  hash: string
  parentHash: string
  /** Seconds since the epoch. */
  timestamp: bigint
}

/** A transaction as indexed; addresses lower-case. */
export interface IndexedTransaction {
  hash: string
  blockNumber: bigint
  transactionIndex: number
  from: string
  /** The callee, or the contract created; null when neither is known. */
  to: string | null
  value: bigint
  status: 'confirmed' | 'failed'
  nonce: number
  timestamp: bigint
}

/** A transfer: a transaction's own value (`native`, log index -1) or a Transfer log; addresses lower-case. */
export interface IndexedTransfer {
  transactionHash: string
  logIndex: number
  blockNumber: bigint
  transactionIndex: number
  kind: 'native' | 'erc20' | 'erc721'
  /** The token contract; null for native transfers. */
  contract: string | null
  from: string
  to: string
  /** Native and ERC-20 amount in the smallest unit; null for ERC-721. */
  amount: bigint | null
  /** ERC-721 token id; null otherwise. */
  tokenId: bigint | null
}

/** Blocks `from`..`to` read from a chain, consistent with each other (each block's parent is the previous one). */
export interface ChainBatch {
  blocks: IndexedBlock[]
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}
