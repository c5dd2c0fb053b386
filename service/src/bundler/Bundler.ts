/** A minimal ERC-4337 bundler of one chain (see `bundlerOf`). */
export interface Bundler {
  chainId: number
  /** The address of the key it sends bundles from. */
  sender: string
  /** Answers one JSON-RPC call's result; throws a `BundlerRpcError` for an error answer. */
  answer(method: string, params: unknown): Promise<unknown>
  /** User operations waiting for or in their bundle in this process (the bundler queue of `/metrics`). */
  queued(): number
}
