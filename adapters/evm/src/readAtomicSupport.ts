import { decode } from '@portico/kernel/extend'
import * as t from 'io-ts'
import type { Client } from 'viem'

const Capabilities = t.record(t.string, t.unknown, 'capabilities by chain id')
const Atomic = t.type({ atomic: t.type({ status: t.keyof({ supported: null, ready: null }) }) }, "atomic { status: 'supported' | 'ready' }")

/**
 * Whether the wallet says it runs batches atomically on a chain (EIP-5792 `wallet_getCapabilities`
 * with the account and the chain: `atomic.status` 'supported' or 'ready', for the chain or for
 * every chain, `0x0`). False when it refuses (a wallet without EIP-5792 answers 4200) or answers
 * something else.
 */
export async function readAtomicSupport(client: Client, address: string, chainHex: `0x${string}`): Promise<boolean> {
  try {
    const answer: unknown = await client.request({ method: 'wallet_getCapabilities', params: [address as `0x${string}`, [chainHex]] })
    const capabilities = decode(Capabilities, answer)
    if (!capabilities.ok) return false
    return [chainHex, '0x0'].some((key) => decode(Atomic, capabilities.value[key]).ok)
  } catch {
    return false
  }
}
