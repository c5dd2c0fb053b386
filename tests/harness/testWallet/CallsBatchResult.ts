/** How a batch of the test wallet ended (EIP-5792 2.0.0 status codes), and its receipts. */
export interface CallsBatchResult {
  /** 200 all mined; 400 not run (the node could not be reached); 500 reverted (nothing landed); 600 partly, maybe (the chain could not be reset). */
  status: 200 | 400 | 500 | 600
  receipts: {
    logs: { address: string; data: string; topics: string[] }[]
    status: '0x1' | '0x0'
    blockHash: string
    blockNumber: string
    gasUsed: string
    transactionHash: string
  }[]
}
