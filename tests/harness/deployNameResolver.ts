import { createWalletClient, getAddress, http, isHex, publicActions, toHex } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { anvilAccounts } from './anvilAccounts.ts'
import artifact from './contracts/TestNameResolver.json'
import { localChainOf } from './localChainOf.ts'
import { nameGateway } from './nameGateway.ts'
import { testNames } from './testNames.ts'

if (!isHex(artifact.bytecode)) throw new Error('tests/harness/contracts/TestNameResolver.json has no hex bytecode: rebuild it')

/** A name in DNS wire format, as ENS's universal resolver takes it: length-prefixed labels, then 0. */
function dnsEncode(name: string): Hex {
  const bytes: number[] = []
  for (const label of name.split('.')) {
    const encoded = new TextEncoder().encode(label)
    bytes.push(encoded.length, ...encoded)
  }
  bytes.push(0)
  return toHex(Uint8Array.from(bytes))
}

/**
 * Deploys the TestNameResolver (contracts/TestNameResolver.sol) with the harness's test names on
 * the anvil chain at `rpcUrl`, from anvil's first account; resolves its checksummed address.
 * Passed to `evm({ ensResolvers })`, it lets name lookups run against a local chain. With a
 * `gatewayUrl` (EIP-3668, `nameGatewayUrl`), other names under `nameGateway.parent` and the
 * primary names of other addresses are looked up there, answers signed by `nameGateway.signer`.
 */
export async function deployNameResolver(rpcUrl: string, gatewayUrl = ''): Promise<Address> {
  const client = createWalletClient({ account: anvilAccounts()[0]!, chain: await localChainOf(rpcUrl), transport: http(rpcUrl) }).extend(publicActions)
  const hash = await client.deployContract({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode as Hex,
    args: [testNames.map(({ name }) => dnsEncode(name)), testNames.map(({ name }) => name), testNames.map(({ owner }) => owner), testNames.map(({ avatar }) => avatar), gatewayUrl, nameGateway.signer, dnsEncode(nameGateway.parent)],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`The TestNameResolver deployment on ${rpcUrl} failed (${hash})`)
  return getAddress(receipt.contractAddress)
}
