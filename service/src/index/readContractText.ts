import { BaseError, HttpRequestError, RpcRequestError, TimeoutError, WebSocketRequestError } from 'viem'
import type { Abi, Address, PublicClient } from 'viem'

/** True when the error is the node not answering (network, timeout), not the contract reverting. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError || cause instanceof WebSocketRequestError || (cause instanceof RpcRequestError && cause.code === -32603 && /connect/i.test(cause.message))))
}

/**
 * Calls a view function without arguments or with `args`; resolves with its result, or undefined
 * when the contract reverts or has no such function. Throws when the node cannot be reached, so
 * that the caller retries instead of recording a missing value.
 */
export async function readContractText<T>(client: PublicClient, address: string, abi: Abi, functionName: string, args: readonly unknown[] = []): Promise<T | undefined> {
  try {
    return (await client.readContract({ address: address as Address, abi, functionName, args })) as T
  } catch (error) {
    if (unreachable(error)) throw error
    return undefined
  }
}
