import { encodeFunctionData, erc20Abi, numberToHex } from 'viem'
import type { Address } from 'viem'
import { anvilAccounts } from '../../tests/harness/anvilAccounts.ts'
import { deployCollection } from '../../tests/harness/deployCollection.ts'
import { deployToken } from '../../tests/harness/deployToken.ts'
import { porticoCollection } from '../../tests/harness/porticoCollection.ts'

/** Shape of the benchmark's history. */
export interface BenchHistoryShape {
  blocks: number
  nativePerBlock: number
  erc20PerBlock: number
  /** Blocks that also carry one `mintBatch` of `mintsPerBatch` NFTs. */
  mintBlocks: number
  mintsPerBatch: number
}

/** What was built: the transfer count (deployment mints included) and the chain's head. */
export interface BenchHistory {
  transfers: number
  head: bigint
}

/**
 * Builds a history on a fresh anvil chain quickly: automine off, each block's transactions sent in
 * one JSON-RPC batch (anvil's unlocked default accounts, explicit nonces and gas), then `evm_mine`.
 */
export async function buildBenchHistory(rpcUrl: string, shape: BenchHistoryShape): Promise<BenchHistory> {
  const token = await deployToken(rpcUrl)
  const collection = await deployCollection(rpcUrl)
  const accounts = anvilAccounts().map((account) => account.address)
  let id = 0
  const call = async (requests: { method: string; params: unknown[] }[]) => {
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(requests.map((request) => ({ jsonrpc: '2.0', id: ++id, ...request }))) })
    const answers = (await response.json()) as { result?: unknown; error?: { message: string } }[]
    const failed = answers.find((answer) => answer.error)
    if (failed) throw new Error(`anvil refused a benchmark request: ${failed.error?.message}`)
    return answers.map((answer) => answer.result)
  }
  const nonces = new Map<Address, number>()
  for (const [index, count] of (await call(accounts.map((address) => ({ method: 'eth_getTransactionCount', params: [address, 'latest'] })))).entries()) nonces.set(accounts[index] as Address, Number(count))
  const send = (from: Address, to: Address, value: bigint, data: `0x${string}` | undefined, gas: bigint) => {
    const nonce = nonces.get(from) ?? 0
    nonces.set(from, nonce + 1)
    return { method: 'eth_sendTransaction', params: [{ from, to, value: numberToHex(value), ...(data && { data }), gas: numberToHex(gas), nonce: numberToHex(nonce) }] }
  }
  await call([{ method: 'evm_setAutomine', params: [false] }])
  let transfers = accounts.length
  let sequence = 0
  for (let block = 0; block < shape.blocks; block += 1) {
    const requests: { method: string; params: unknown[] }[] = []
    for (let index = 0; index < shape.nativePerBlock; index += 1, sequence += 1) {
      requests.push(send(accounts[sequence % 10] as Address, accounts[(sequence + 3) % 10] as Address, BigInt(1_000 + sequence), undefined, 21_000n))
    }
    for (let index = 0; index < shape.erc20PerBlock; index += 1, sequence += 1) {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [accounts[(sequence + 7) % 10] as Address, BigInt(10 ** 15 + sequence)] })
      requests.push(send(accounts[sequence % 10] as Address, token, 0n, data, 80_000n))
    }
    if (block < shape.mintBlocks) {
      const data = encodeFunctionData({ abi: porticoCollection.abi, functionName: 'mintBatch', args: [accounts[block % 10] as Address, BigInt(shape.mintsPerBatch)] })
      requests.push(send(accounts[block % 10] as Address, collection.address, 0n, data, BigInt(shape.mintsPerBatch) * 60_000n + 100_000n))
    }
    transfers += shape.nativePerBlock + shape.erc20PerBlock + (block < shape.mintBlocks ? shape.mintsPerBatch : 0)
    await call(requests)
    await call([{ method: 'evm_mine', params: [] }])
  }
  await call([{ method: 'evm_setAutomine', params: [true] }])
  const [head] = await call([{ method: 'eth_blockNumber', params: [] }])
  return { transfers, head: BigInt(head as string) }
}
