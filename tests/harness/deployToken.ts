import { createWalletClient, getAddress, http, publicActions } from 'viem'
import type { Address } from 'viem'
import { anvilAccounts } from './anvilAccounts.ts'
import { localChainOf } from './localChainOf.ts'
import { porticoToken } from './porticoToken.ts'

/**
 * Deploys the PTT test token on the anvil chain at `rpcUrl` from anvil's first default account,
 * minting `porticoToken.amountPerHolder` to each of anvil's ten default accounts; resolves with
 * the token's checksummed address once the deployment is mined. On a fresh chain the address
 * is always 0x5FbDB2315678afecb367f032d93F642f64180aa3 (account 0, nonce 0).
 */
export async function deployToken(rpcUrl: string): Promise<Address> {
  const accounts = anvilAccounts()
  const client = createWalletClient({ account: accounts[0]!, chain: await localChainOf(rpcUrl), transport: http(rpcUrl) }).extend(publicActions)
  const hash = await client.deployContract({
    abi: porticoToken.abi,
    bytecode: porticoToken.bytecode,
    args: [accounts.map((account) => account.address), porticoToken.amountPerHolder],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`The PTT deployment on ${rpcUrl} failed (${hash})`)
  return getAddress(receipt.contractAddress)
}
