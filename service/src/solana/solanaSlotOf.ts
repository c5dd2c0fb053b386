import { solanaRpcCall } from './solanaRpcCall.ts'

/** The network's latest confirmed slot (`getSlot`). */
export async function solanaSlotOf(rpcUrl: string, timeoutMs: number): Promise<bigint> {
  const slot = await solanaRpcCall(rpcUrl, 'getSlot', [{ commitment: 'confirmed' }], timeoutMs)
  if (typeof slot !== 'number' || !Number.isSafeInteger(slot) || slot < 0) throw new Error(`The Solana RPC answered getSlot with ${JSON.stringify(slot)}, not a slot`)
  return BigInt(slot)
}
