import { readFileSync } from 'node:fs'
import solc from 'solc'
import { createPublicClient, createTestClient, createWalletClient, encodeAbiParameters, http } from 'viem'
import type { Abi, Address, LocalAccount } from 'viem'

/** Farcaster's IdRegistry and KeyRegistry addresses on Optimism, where Sign In With Farcaster's viem connector reads them. */
const idRegistryAddress: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const keyRegistryAddress: Address = '0x00000000fc1237824fb747abde0ff18990e59b7e'

/** The registry stand-ins on a test chain: a test sets who owns which fid. */
export interface FarcasterRegistryStandIns {
  /** Makes `custody` the custody address of `fid`. */
  register(custody: Address, fid: number): Promise<void>
  /** Adds `authAddress` as an auth address (key type 2) of `fid`. */
  addAuthAddress(fid: number, authAddress: Address): Promise<void>
}

interface Compiled {
  abi: Abi
  runtime: `0x${string}`
}

function compile(): Record<'IdRegistryStandIn' | 'KeyRegistryStandIn', Compiled> {
  const input = {
    language: 'Solidity',
    sources: { 'FarcasterRegistryStandIns.sol': { content: readFileSync(new URL('./FarcasterRegistryStandIns.sol', import.meta.url), 'utf8') } },
    settings: { evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { deployedBytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((entry) => entry.formattedMessage).join('\n'))
  const contract = (name: string): Compiled => {
    const compiled = output.contracts['FarcasterRegistryStandIns.sol']?.[name]
    if (!compiled) throw new Error(`solc did not compile ${name}`)
    return { abi: compiled.abi, runtime: `0x${compiled.evm.deployedBytecode.object}` }
  }
  return { IdRegistryStandIn: contract('IdRegistryStandIn'), KeyRegistryStandIn: contract('KeyRegistryStandIn') }
}

/**
 * Puts stand-ins of Farcaster's IdRegistry and KeyRegistry (FarcasterRegistryStandIns.sol, compiled
 * here with solc-js) at the real registries' Optimism addresses on an anvil chain (`anvil_setCode`),
 * so that the published Sign In With Farcaster library verifies against it unchanged. Only the two
 * lookups the library makes are real contract calls on a real EVM; who owns a fid is what the test
 * registers, not Farcaster's registry (no gateways, recovery, transfers or signatures of the real one).
 */
export async function deployFarcasterRegistryStandIns(rpcUrl: string, sender: LocalAccount): Promise<FarcasterRegistryStandIns> {
  const compiled = compile()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: sender, transport: http(rpcUrl) })
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await anvil.setCode({ address: idRegistryAddress, bytecode: compiled.IdRegistryStandIn.runtime })
  await anvil.setCode({ address: keyRegistryAddress, bytecode: compiled.KeyRegistryStandIn.runtime })
  const chain = { id: await client.getChainId(), name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const send = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) => {
    const hash = await wallet.writeContract({ chain, address, abi, functionName, args })
    await client.waitForTransactionReceipt({ hash })
  }
  return {
    register: (custody, fid) => send(idRegistryAddress, compiled.IdRegistryStandIn.abi, 'register', [custody, BigInt(fid)]),
    addAuthAddress: (fid, authAddress) => send(keyRegistryAddress, compiled.KeyRegistryStandIn.abi, 'addAuthAddress', [BigInt(fid), encodeAbiParameters([{ type: 'address' }], [authAddress])]),
  }
}
