import { createRequire } from 'node:module'
import { createWalletClient, getAddress, http, isHex, keccak256, parseAbi, parseEther, publicActions, stringToHex } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { bundlerKey } from './bundlerKey.ts'
import { fundAccount } from './fundAccount.ts'
import { localChainOf } from './localChainOf.ts'
import type { SmartAccountContracts } from './SmartAccountContracts.ts'

const require = createRequire(import.meta.url)
// safe-4337 pins the Safe 1.4.1 contracts it was built and audited with; read them through it.
const requireFromSafe4337 = createRequire(require.resolve('@safe-global/safe-4337/package.json'))

/**
 * TEST ONLY: the key the smart-account contracts are deployed from: not one of anvil's default
 * accounts (so no other deployment's address moves), funded with `anvil_setBalance`.
 */
const deployer = privateKeyToAccount(keccak256(stringToHex('portico harness smart-account deployer')))

/** The creation bytecode of a published Hardhat artifact, checked. */
function bytecodeOf(artifactPath: string, load: NodeJS.Require): Hex {
  const artifact: unknown = load(artifactPath)
  const bytecode = typeof artifact === 'object' && artifact !== null && 'bytecode' in artifact ? artifact.bytecode : undefined
  if (typeof bytecode !== 'string' || !isHex(bytecode) || bytecode.length < 4) throw new Error(`The artifact ${artifactPath} has no hex bytecode`)
  return bytecode
}

const noArguments = parseAbi(['constructor()'])
const moduleConstructor = parseAbi(['constructor(address entryPoint)'])

/**
 * Deploys, on the anvil chain at `rpcUrl`, ERC-4337 EntryPoint v0.7 (`@account-abstraction/contracts@0.7.0`)
 * and Safe's 4337 stack from the published artifacts of `@safe-global/safe-4337@0.3.0`: the Safe
 * 1.4.1 singleton (SafeL2), SafeProxyFactory, MultiSend, MultiSendCallOnly, SafeModuleSetup and
 * Safe4337Module (also the Safe's fallback handler, giving it ERC-1271). Sent from a key of its own,
 * in a fixed order, so the addresses are the same on every fresh chain (`SmartAccountContracts`
 * docs list them), and gives the project service's bundler (`bundlerKey`) 1000 ETH. Resolves once all is mined.
 */
export async function deploySmartAccounts(rpcUrl: string): Promise<SmartAccountContracts> {
  await fundAccount(rpcUrl, deployer.address, parseEther('100'))
  await fundAccount(rpcUrl, privateKeyToAccount(bundlerKey).address, parseEther('1000'))
  const client = createWalletClient({ account: deployer, chain: await localChainOf(rpcUrl), transport: http(rpcUrl) }).extend(publicActions)
  const deploy = async (what: string, bytecode: Hex, entryPoint?: Address): Promise<Address> => {
    const hash = entryPoint
      ? await client.deployContract({ abi: moduleConstructor, bytecode, args: [entryPoint] })
      : await client.deployContract({ abi: noArguments, bytecode })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`The ${what} deployment on ${rpcUrl} failed (${hash})`)
    return getAddress(receipt.contractAddress)
  }
  const safeContracts = '@safe-global/safe-contracts/build/artifacts/contracts'
  const entryPoint = await deploy('EntryPoint', bytecodeOf('@account-abstraction/contracts/artifacts/EntryPoint.json', require))
  const safeSingleton = await deploy('SafeL2', bytecodeOf(`${safeContracts}/SafeL2.sol/SafeL2.json`, requireFromSafe4337))
  const safeProxyFactory = await deploy('SafeProxyFactory', bytecodeOf(`${safeContracts}/proxies/SafeProxyFactory.sol/SafeProxyFactory.json`, requireFromSafe4337))
  const multiSend = await deploy('MultiSend', bytecodeOf(`${safeContracts}/libraries/MultiSend.sol/MultiSend.json`, requireFromSafe4337))
  const multiSendCallOnly = await deploy('MultiSendCallOnly', bytecodeOf(`${safeContracts}/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json`, requireFromSafe4337))
  const safeArtifacts = '@safe-global/safe-4337/build/artifacts/contracts'
  const safeModuleSetup = await deploy('SafeModuleSetup', bytecodeOf(`${safeArtifacts}/SafeModuleSetup.sol/SafeModuleSetup.json`, require))
  const safe4337Module = await deploy('Safe4337Module', bytecodeOf(`${safeArtifacts}/Safe4337Module.sol/Safe4337Module.json`, require), entryPoint)
  return { entryPoint, safeSingleton, safeProxyFactory, multiSend, multiSendCallOnly, safeModuleSetup, safe4337Module }
}
