import { createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, publicActions } from 'viem'
import type { Address, Hash } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { anvilAccounts } from '../../../../tests/harness/anvilAccounts.ts'
import { deployCollection } from '../../../../tests/harness/deployCollection.ts'
import type { DeployedCollection } from '../../../../tests/harness/deployCollection.ts'
import { deployToken } from '../../../../tests/harness/deployToken.ts'
import { localChainOf } from '../../../../tests/harness/localChainOf.ts'
import { porticoCollection } from '../../../../tests/harness/porticoCollection.ts'
import { porticoToken } from '../../../../tests/harness/porticoToken.ts'

/** A transfer as the tests expect it: `hash:kind:contract:from:to:amountOrTokenId`, lower-case. */
export type ExpectedTransfer = string

/** What a scripted history did on the chain. */
export interface ScriptedHistory {
  token: Address
  collection: DeployedCollection
  /** Every transfer the history made, once each. */
  transfers: ExpectedTransfer[]
  /** The transaction that reverted (an ETH send to a non-payable function). */
  failedHash: Hash
  /** All transactions sent, in order. */
  hashes: Hash[]
}

/** One canonical line per transfer, for comparing what was made with what was indexed. */
export function expectedTransfer(hash: string, kind: 'native' | 'erc20' | 'erc721', contract: string | null, from: string, to: string, amount: bigint): ExpectedTransfer {
  return [hash, kind, contract ?? '', from, to, amount.toString()].join(':').toLowerCase()
}

/** A wallet client on anvil for one of its default accounts, waiting for each transaction to be mined. */
export async function senderOn(rpcUrl: string) {
  const chain = await localChainOf(rpcUrl)
  return (account: HDAccount) => {
    const client = createWalletClient({ account, chain, transport: http(rpcUrl) }).extend(publicActions)
    const mined = async (hash: Hash) => {
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      return hash
    }
    return {
      client,
      sendEth: async (to: Address, value: bigint) => mined(await client.sendTransaction({ to, value })),
      sendToken: async (token: Address, to: Address, value: bigint) => mined(await client.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, value] })),
      /** Sent with a fixed gas limit, so that a call that reverts is still mined (as failed). */
      sendRaw: async (to: Address, value: bigint, data: `0x${string}`) => mined(await client.sendTransaction({ to, value, data, gas: 200_000n })),
    }
  }
}

/**
 * Makes a history on a fresh anvil chain: the PTT token (10 mints), ETH sends, ERC-20 transfers,
 * NFT mints (one by one and a batch) and transfers, and a failed transaction carrying ETH.
 */
export async function scriptHistory(rpcUrl: string): Promise<ScriptedHistory> {
  const accounts = anvilAccounts()
  const [a0, a1, a2, a3] = [0, 1, 2, 3].map((index) => {
    const account = accounts[index]
    if (!account) throw new Error(`anvil has no account ${index}`)
    return account
  }) as [HDAccount, HDAccount, HDAccount, HDAccount]
  const as = await senderOn(rpcUrl)
  const transfers: ExpectedTransfer[] = []
  const hashes: Hash[] = []
  // With automine, each transaction has a block of its own: the latest block's is the one just mined.
  const lastHash = async () => {
    const [first] = (await as(a0).client.getBlock({ includeTransactions: true })).transactions
    if (!first) throw new Error('the latest block has no transaction')
    return first.hash
  }
  const token = await deployToken(rpcUrl)
  const tokenHash = await lastHash()
  hashes.push(tokenHash)
  for (const account of accounts) transfers.push(expectedTransfer(tokenHash, 'erc20', token, zero, account.address, porticoToken.amountPerHolder))

  const native = async (from: HDAccount, to: Address, value: bigint) => {
    const hash = await as(from).sendEth(to, value)
    hashes.push(hash)
    transfers.push(expectedTransfer(hash, 'native', null, from.address, to, value))
  }
  const erc20 = async (from: HDAccount, to: Address, value: bigint) => {
    const hash = await as(from).sendToken(token, to, value)
    hashes.push(hash)
    transfers.push(expectedTransfer(hash, 'erc20', token, from.address, to, value))
  }
  await native(a0, a1.address, parseEther('1.5'))
  await native(a2, a0.address, parseEther('0.25'))
  await erc20(a0, a1.address, parseUnits('25', 18))
  await erc20(a1, a3.address, parseUnits('0.5', 18))

  const collection = await deployCollection(rpcUrl)
  const nft = (hash: Hash, from: string, to: string, tokenId: bigint) => transfers.push(expectedTransfer(hash, 'erc721', collection.address, from, to, tokenId))
  await collection.mint(a1.address)
  nft(await lastHash(), zero, a1.address, 1n)
  await collection.mint(a2.address, a2)
  nft(await lastHash(), zero, a2.address, 2n)
  const batch = await collection.mintBatch(a0.address, 3)
  const batchHash = await lastHash()
  for (const tokenId of batch) nft(batchHash, zero, a0.address, tokenId)
  const moved = await collection.transfer(a1, a3.address, 1n)
  nft(moved, a1.address, a3.address, 1n)
  const movedAgain = await collection.transfer(a0, a1.address, 3n)
  nft(movedAgain, a0.address, a1.address, 3n)
  hashes.push(moved, movedAgain)

  // `mint` is not payable: the call reverts, is mined as failed and moves no ETH.
  const failedHash = await as(a0).sendRaw(collection.address, parseEther('1'), encodeFunctionData({ abi: porticoCollection.abi, functionName: 'mint', args: [a0.address] }))
  hashes.push(failedHash)
  await native(a3, a3.address, parseEther('0.125'))
  return { token, collection, transfers, failedHash, hashes }
}

const zero = '0x0000000000000000000000000000000000000000'
