import * as t from 'io-ts'
import { BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, getAddress, http, isAddressEqual, isHex, numberToHex, parseAbiItem, parseEventLogs } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Abi, getUserOperationHash, toPackedUserOperation } from 'viem/account-abstraction'
import type { UserOperation } from 'viem/account-abstraction'
import type { Database } from '../Database.ts'
import type { Bundler } from './Bundler.ts'
import { BundlerRpcError } from './BundlerRpcError.ts'
import { RpcUserOperation } from './RpcUserOperation.ts'
import { bundlerLockName } from './bundlerLockName.ts'

const SendParams = t.tuple([RpcUserOperation, t.string])
const HashParams = t.tuple([t.string])
const userOperationEvent = parseAbiItem('event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)')

/*
 * Gas is estimated conservatively, not simulated as a full bundler would: validation gets a fixed
 * limit (more when the account is still to be deployed), the call `eth_estimateGas` of the
 * EntryPoint calling the account with the op's callData (plus a half), or a fixed limit when the
 * account has no code yet or the call reverts (the op is still sent; it reverts on chain, as its
 * receipt says). The EntryPoint charges 10 % of unused call gas, so the surplus costs little.
 */
const verificationGas = { deployed: 300_000n, undeployed: 1_500_000n }
const fixedCallGas = 500_000n
const preVerificationGas = 60_000n
const handleOpsOverhead = 300_000n

function quantity(operation: RpcUserOperation, key: 'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas' | 'maxFeePerGas' | 'maxPriorityFeePerGas'): bigint {
  const value = operation[key]
  if (value === undefined) throw new BundlerRpcError(-32602, `Invalid params of eth_sendUserOperation: the user operation has no ${key}`)
  return BigInt(value)
}

/** The v0.7 user operation of its JSON-RPC form, every gas field required. */
function userOperationOf(operation: RpcUserOperation): UserOperation<'0.7'> {
  return {
    sender: operation.sender,
    nonce: BigInt(operation.nonce),
    callData: operation.callData,
    signature: operation.signature,
    callGasLimit: quantity(operation, 'callGasLimit'),
    verificationGasLimit: quantity(operation, 'verificationGasLimit'),
    preVerificationGas: quantity(operation, 'preVerificationGas'),
    maxFeePerGas: quantity(operation, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(operation, 'maxPriorityFeePerGas'),
    ...(operation.factory ? { factory: operation.factory, factoryData: operation.factoryData ?? '0x' } : {}),
    ...(operation.paymaster
      ? {
          paymaster: operation.paymaster,
          paymasterVerificationGasLimit: BigInt(operation.paymasterVerificationGasLimit ?? '0x0'),
          paymasterPostOpGasLimit: BigInt(operation.paymasterPostOpGasLimit ?? '0x0'),
          paymasterData: operation.paymasterData ?? '0x',
        }
      : {}),
  }
}

function paramsOf<A>(codec: t.Decoder<unknown, A>, params: unknown, method: string): A {
  const decoded = codec.decode(params)
  if (decoded._tag === 'Left') throw new BundlerRpcError(-32602, `Invalid params of ${method}: expected ${codec.name}`)
  return decoded.right
}

/** The AA text of a `FailedOp` / `FailedOpWithRevert` revert of handleOps, or the revert's short message. */
function failureText(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
      const [, reason, inner] = reverted.data.args ?? []
      if (typeof reason === 'string') return typeof inner === 'string' && inner !== '0x' ? `${reason} (${inner})` : reason
    }
    return error.shortMessage
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * A minimal ERC-4337 bundler for EntryPoint v0.7 on one chain: `eth_chainId`,
 * `eth_supportedEntryPoints`, `eth_estimateUserOperationGas`, `eth_sendUserOperation` (one op per
 * bundle, `handleOps([op], bundler)` sent from `privateKey` once a simulation of it passes, and
 * mined before it answers), `eth_getUserOperationReceipt` (from the EntryPoint's
 * `UserOperationEvent`) and `eth_getUserOperationByHash` (the ops bundled, stored in `database`).
 * Bundles from one key go out one at a time across every process on the database (a database lock
 * per key, held from the simulation to the receipt), so the key's nonces never race.
 */
export function bundlerOf(options: { chainId: number; rpcUrl: string; entryPoint: string; privateKey: Hex; database: Database }): Bundler {
  const { chainId, rpcUrl, database } = options
  const entryPoint = getAddress(options.entryPoint)
  const account = privateKeyToAccount(options.privateKey)
  const chain = { id: chainId, name: `eip155:${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const senderLock = bundlerLockName(chainId, account.address)
  let queued = 0

  const checkedEntryPoint = (given: string): void => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(given) || !isAddressEqual(getAddress(given), entryPoint)) throw new BundlerRpcError(-32602, `Unsupported EntryPoint ${given}: this bundler serves ${entryPoint}`)
  }

  async function estimate(userOperation: RpcUserOperation): Promise<Record<string, Hex>> {
    const code = await client.getCode({ address: userOperation.sender })
    const deployed = code !== undefined && code !== '0x'
    let callGasLimit = fixedCallGas
    if (deployed) {
      try {
        const gas = await client.estimateGas({ account: entryPoint, to: userOperation.sender, data: userOperation.callData })
        callGasLimit = gas + gas / 2n
      } catch {
        callGasLimit = fixedCallGas
      }
    }
    return {
      preVerificationGas: numberToHex(preVerificationGas),
      verificationGasLimit: numberToHex(deployed ? verificationGas.deployed : verificationGas.undeployed),
      callGasLimit: numberToHex(callGasLimit),
      paymasterVerificationGasLimit: '0x0',
      paymasterPostOpGasLimit: '0x0',
    }
  }

  async function send(rpcOperation: RpcUserOperation): Promise<Hex> {
    const userOperation = userOperationOf(rpcOperation)
    const hash = getUserOperationHash({ chainId, entryPointAddress: entryPoint, entryPointVersion: '0.7', userOperation })
    const args = [[toPackedUserOperation(userOperation)], account.address] as const
    const gas = userOperation.callGasLimit + userOperation.verificationGasLimit + userOperation.preVerificationGas + (userOperation.paymasterVerificationGasLimit ?? 0n) + (userOperation.paymasterPostOpGasLimit ?? 0n) + handleOpsOverhead
    const bundle = async (): Promise<Hex> => {
      try {
        await client.simulateContract({ account, address: entryPoint, abi: entryPoint07Abi, functionName: 'handleOps', args, gas })
      } catch (error) {
        throw new BundlerRpcError(-32500, failureText(error))
      }
      const transactionHash = await wallet.writeContract({ address: entryPoint, abi: entryPoint07Abi, functionName: 'handleOps', args, gas })
      const receipt = await client.waitForTransactionReceipt({ hash: transactionHash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new BundlerRpcError(-32500, `The bundle ${transactionHash} reverted`)
      await database.query('INSERT INTO bundler_operations (chain_id, hash, user_operation, transaction_hash) VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT (chain_id, hash) DO NOTHING', [
        chainId,
        hash.toLowerCase(),
        JSON.stringify(rpcOperation),
        transactionHash,
      ])
      return hash
    }
    queued += 1
    try {
      return await database.withLock(senderLock, bundle)
    } finally {
      queued -= 1
    }
  }

  async function receiptOf(hash: Hex): Promise<unknown> {
    const [log] = await client.getLogs({ address: entryPoint, event: userOperationEvent, args: { userOpHash: hash }, fromBlock: 0n })
    if (!log) return null
    const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [log.transactionHash] })
    if (!receipt) return null
    const { logs } = await client.getTransactionReceipt({ hash: log.transactionHash })
    const [reverted] = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationRevertReason', logs }).filter((each) => each.args.userOpHash === hash)
    const paymaster: Address = log.args.paymaster ?? '0x0000000000000000000000000000000000000000'
    return {
      userOpHash: hash,
      entryPoint,
      sender: log.args.sender,
      nonce: numberToHex(log.args.nonce ?? 0n),
      paymaster,
      actualGasCost: numberToHex(log.args.actualGasCost ?? 0n),
      actualGasUsed: numberToHex(log.args.actualGasUsed ?? 0n),
      success: log.args.success ?? false,
      ...(reverted ? { reason: reverted.args.revertReason } : {}),
      logs: receipt.logs,
      receipt,
    }
  }

  async function operationOf(hash: Hex): Promise<unknown> {
    const [entry] = await database.query<{ user_operation: RpcUserOperation; transaction_hash: Hex }>('SELECT user_operation, transaction_hash FROM bundler_operations WHERE chain_id = $1 AND hash = $2', [chainId, hash.toLowerCase()])
    if (!entry) return null
    const receipt = await client.getTransactionReceipt({ hash: entry.transaction_hash })
    return { userOperation: entry.user_operation, entryPoint, transactionHash: entry.transaction_hash, blockHash: receipt.blockHash, blockNumber: numberToHex(receipt.blockNumber) }
  }

  const hashParam = (params: unknown, method: string): Hex => {
    const [hash] = paramsOf(HashParams, params, method)
    if (!isHex(hash) || hash.length !== 66) throw new BundlerRpcError(-32602, `Invalid params of ${method}: expected a 32-byte hex hash`)
    return hash
  }

  return {
    chainId,
    sender: account.address,
    queued: () => queued,
    async answer(method, params) {
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'eth_supportedEntryPoints':
          return [entryPoint]
        case 'eth_estimateUserOperationGas': {
          const [userOperation, given] = paramsOf(t.union([SendParams, t.tuple([RpcUserOperation, t.string, t.unknown])]), params, method)
          checkedEntryPoint(given)
          return estimate(userOperation)
        }
        case 'eth_sendUserOperation': {
          const [userOperation, given] = paramsOf(SendParams, params, method)
          checkedEntryPoint(given)
          return send(userOperation)
        }
        case 'eth_getUserOperationReceipt':
          return receiptOf(hashParam(params, method))
        case 'eth_getUserOperationByHash':
          return operationOf(hashParam(params, method))
        default:
          throw new BundlerRpcError(-32601, `The method ${method} is not supported by this bundler`)
      }
    },
  }
}
