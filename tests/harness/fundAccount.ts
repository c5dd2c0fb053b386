import { numberToHex } from 'viem'
import type { Address } from 'viem'

/** Sets an account's balance on an anvil chain (`anvil_setBalance`): the harness's faucet. */
export async function fundAccount(rpcUrl: string, address: Address, wei: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, numberToHex(wei)] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { error?: { message?: string } }
  if (!response.ok || body.error) throw new Error(`anvil_setBalance failed on ${rpcUrl}: ${body.error?.message ?? response.status}`)
}
