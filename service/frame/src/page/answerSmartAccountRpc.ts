import type { Hex } from 'viem'
import { numberToHex, toHex } from 'viem'
import { toAccount } from 'viem/accounts'
import { answerEvmRequest } from './answerEvmRequest.ts'
import { decodeWalletParams } from './decodeWalletParams.ts'
import { walletRequestParams } from './walletRequestParams.ts'
import { answerEvmRpc } from './answerEvmRpc.ts'
import type { EvmRpcContext, EvmRpcRequest } from './answerEvmRpc.ts'
import { FrameRequestError } from './FrameRequestError.ts'
import type { SmartAccountOnChain } from './SmartAccountOnChain.ts'

/** What the smart account's answers need: the EOA's context (for what it answers alike), and the smart account on a chain. */
export interface SmartAccountRpcContext {
  evm: EvmRpcContext
  /** The user's smart account on a chain id; undefined where the chain has none. */
  smartAccountOn(chainId: number): Promise<SmartAccountOnChain> | undefined
  /** The chain ids with smart accounts. */
  enabledChains: readonly number[]
}

async function current(context: SmartAccountRpcContext, chainId: number): Promise<SmartAccountOnChain> {
  const smart = context.smartAccountOn(chainId)
  if (!smart) throw new FrameRequestError(`Unsupported chain id ${numberToHex(chainId)}`, 5710)
  return smart
}

function checkFrom(smart: SmartAccountOnChain, from: string | undefined): void {
  if (from !== undefined && from.toLowerCase() !== smart.account.address.toLowerCase()) throw new FrameRequestError(`The wallet has no account ${from}`, 4100)
}

/** Sends the calls as one user operation and waits for it to be mined: its receipt. */
async function sendCalls(smart: SmartAccountOnChain, calls: readonly { to: Hex; data?: Hex; value?: bigint }[]) {
  const hash = await smart.bundler.sendUserOperation({ account: smart.account, calls: calls.map((call) => ({ to: call.to, data: call.data ?? '0x', value: call.value ?? 0n })) })
  return smart.bundler.waitForUserOperationReceipt({ hash, pollingInterval: 250, timeout: 60_000 })
}

/**
 * Answers an EVM RPC request with the user's smart account (a Safe) on the frame's current chain:
 * its address for the accounts, ERC-1271 signatures (ERC-6492-wrapped while it is not deployed),
 * transactions and call batches as one user operation each (a batch is atomic: MultiSend in one
 * call), EIP-5792 status from the user operation's receipt, `atomic` supported where smart accounts
 * are; anything else as the EOA answers it (reads go to the node).
 */
export async function answerSmartAccountRpc(request: EvmRpcRequest, context: SmartAccountRpcContext): Promise<unknown> {
  const { chainId } = context.evm
  switch (request.method) {
    case 'eth_accounts':
      return [(await current(context, chainId)).account.address]
    case 'personal_sign':
    case 'eth_signTypedData_v4': {
      const { account } = await current(context, chainId)
      // The Safe signs as a local account does, so the EOA's checks and decoding apply.
      const signer = toAccount({
        address: account.address,
        signMessage: (parameters) => account.signMessage(parameters),
        signTypedData: (parameters) => account.signTypedData(parameters),
        signTransaction: () => Promise.reject(new FrameRequestError('A smart account does not sign transactions', 4200)),
      })
      return answerEvmRequest(request.method, request.params, { account: signer, chainId: `eip155:${chainId}`, sessionChains: [], rpcUrls: {}, onChainSwitched: async () => undefined })
    }
    case 'eth_sendTransaction': {
      const smart = await current(context, chainId)
      const [transaction] = decodeWalletParams(walletRequestParams.eth_sendTransaction, request.method, request.params)
      checkFrom(smart, transaction.from)
      if (transaction.to === undefined) throw new FrameRequestError('A smart account does not deploy contracts with eth_sendTransaction', 4200)
      const receipt = await sendCalls(smart, [{ to: transaction.to as Hex, ...(transaction.data ? { data: transaction.data as Hex } : {}), ...(transaction.value ? { value: BigInt(transaction.value) } : {}) }])
      return receipt.receipt.transactionHash
    }
    case 'wallet_sendCalls': {
      const [batch] = request.params
      const batchChainId = batch.chainId === undefined ? chainId : Number(batch.chainId)
      const smart = await current(context, batchChainId)
      checkFrom(smart, batch.from)
      const id = batch.id ?? toHex(crypto.getRandomValues(new Uint8Array(32)))
      if (context.evm.batches.has(id)) throw new FrameRequestError(`Duplicate id ${id}`, 5720)
      const receipt = await sendCalls(
        smart,
        batch.calls.map((call) => ({ to: call.to as Hex, ...(call.data === undefined ? {} : { data: call.data as Hex }), ...(call.value === undefined ? {} : { value: BigInt(call.value) }) })),
      )
      context.evm.batches.set(id, { chainId: batchChainId, hashes: [receipt.receipt.transactionHash], userOperationHash: receipt.userOpHash })
      return { id }
    }
    case 'wallet_getCallsStatus': {
      const id = request.params?.[0]
      const batch = typeof id === 'string' ? context.evm.batches.get(id) : undefined
      if (!batch?.userOperationHash) return answerEvmRpc(request, context.evm)
      const smart = await current(context, batch.chainId)
      const receipt = await smart.bundler.getUserOperationReceipt({ hash: batch.userOperationHash }).catch(() => undefined)
      const { receipt: mined } = receipt ?? {}
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(batch.chainId),
        // EIP-5792: 100 pending, 200 confirmed, 500 reverted (all of it: the batch is atomic).
        status: receipt === undefined ? 100 : receipt.success ? 200 : 500,
        atomic: true,
        receipts: mined
          ? [
              {
                logs: receipt?.logs.map(({ address, data, topics }) => ({ address, data, topics })) ?? [],
                status: receipt?.success ? '0x1' : '0x0',
                blockHash: mined.blockHash,
                blockNumber: numberToHex(mined.blockNumber),
                gasUsed: numberToHex(mined.gasUsed),
                transactionHash: mined.transactionHash,
              },
            ]
          : [],
      }
    }
    case 'wallet_getCapabilities':
      return Object.fromEntries(
        Object.keys(context.evm.chains).map((id) => [numberToHex(Number(id)), context.enabledChains.includes(Number(id)) ? { atomic: { status: 'supported' } } : {}]),
      )
    default:
      return answerEvmRpc(request, context.evm)
  }
}
