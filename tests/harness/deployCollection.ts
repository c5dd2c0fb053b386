import { createWalletClient, getAddress, http, publicActions } from 'viem'
import type { Address, Hash } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { anvilAccounts } from './anvilAccounts.ts'
import { localChainOf } from './localChainOf.ts'
import { porticoCollection } from './porticoCollection.ts'

/** Options of `deployCollection`: another name and symbol (a spam collection), and who deploys it. */
export interface CollectionOptions {
  name?: string
  symbol?: string
  /** Anvil's first default account by default. */
  account?: HDAccount
}

/** A deployed PorticoCollection and what can be done with it, each resolving once mined. */
export interface DeployedCollection {
  address: Address
  /** Mints the next token to `to` from `from` (account 0 by default); resolves with the token id. */
  mint(to: Address, from?: HDAccount): Promise<bigint>
  /** Mints `count` tokens to `to` in one transaction; resolves with their ids. */
  mintBatch(to: Address, count: number, from?: HDAccount): Promise<bigint[]>
  /** Transfers a token its owner `from` holds to `to`; resolves with the transaction hash. */
  transfer(from: HDAccount, to: Address, tokenId: bigint): Promise<Hash>
}

/**
 * Deploys a PorticoCollection (an ERC-721 with on-chain metadata and SVG images) on the anvil chain
 * at `rpcUrl` and resolves with its address and mint/transfer helpers.
 */
export async function deployCollection(rpcUrl: string, options: CollectionOptions = {}): Promise<DeployedCollection> {
  const chain = await localChainOf(rpcUrl)
  const clientOf = (account: HDAccount) => createWalletClient({ account, chain, transport: http(rpcUrl) }).extend(publicActions)
  const deployer = options.account ?? anvilAccounts()[0]!
  const client = clientOf(deployer)
  const hash = await client.deployContract({
    abi: porticoCollection.abi,
    bytecode: porticoCollection.bytecode,
    args: [options.name ?? porticoCollection.name, options.symbol ?? porticoCollection.symbol],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`The collection deployment on ${rpcUrl} failed (${hash})`)
  const address = getAddress(receipt.contractAddress)

  const send = async (account: HDAccount, functionName: string, args: readonly unknown[]): Promise<Hash> => {
    const sender = clientOf(account)
    const sent = await sender.writeContract({ address, abi: porticoCollection.abi, functionName, args })
    const mined = await sender.waitForTransactionReceipt({ hash: sent, pollingInterval: 50 })
    if (mined.status !== 'success') throw new Error(`${functionName} on the collection ${address} failed (${sent})`)
    return sent
  }
  const supply = async () => (await client.readContract({ address, abi: porticoCollection.abi, functionName: 'totalSupply' })) as bigint

  return {
    address,
    async mint(to, from = deployer) {
      await send(from, 'mint', [to])
      return supply()
    },
    async mintBatch(to, count, from = deployer) {
      const before = await supply()
      await send(from, 'mintBatch', [to, BigInt(count)])
      return Array.from({ length: count }, (_, index) => before + BigInt(index) + 1n)
    },
    transfer: (from, to, tokenId) => send(from, 'transferFrom', [from.address, to, tokenId]),
  }
}
