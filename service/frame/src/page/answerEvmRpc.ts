import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import type { FrameRpcRequest } from '@portico/adapter-embedded'
import { numberToHex, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { answerEvmRequest } from './answerEvmRequest.ts'
import { forwardRpc } from './forwardRpc.ts'
import { FrameRequestError } from './FrameRequestError.ts'

/** An EVM (non-Solana) RPC request of the frame protocol. */
export type EvmRpcRequest = Exclude<FrameRpcRequest, { method: `solana_${string}` }>

/** A batch wallet_sendCalls sent: its chain and the hashes of its calls, in order (an EOA's), or its one user operation (a smart account's). */
export interface CallsBatch {
  chainId: number
  hashes: string[]
  userOperationHash?: `0x${string}`
}

/** What the EVM answers need. */
export interface EvmRpcContext {
  account: PrivateKeyAccount
  /** The frame's current EVM chain. */
  chainId: number
  /** JSON-RPC urls by chain id (string keys). */
  chains: Readonly<Record<string, string>>
  /** The batches wallet_sendCalls sent, by id. */
  batches: Map<string, CallsBatch>
}

const Receipt = t.type({
  status: t.string,
  blockHash: t.string,
  blockNumber: t.string,
  gasUsed: t.string,
  transactionHash: t.string,
  logs: t.array(t.type({ address: t.string, data: t.string, topics: t.array(t.string) })),
})

function rpcUrlOf(context: EvmRpcContext, chainId: number): string {
  const url = context.chains[String(chainId)]
  if (url === undefined) throw new FrameRequestError(`Unsupported chain id ${numberToHex(chainId)}`, 5710)
  return url
}

function sendTransaction(context: EvmRpcContext, chainId: number, params: readonly unknown[] | undefined): Promise<unknown> {
  return answerEvmRequest('eth_sendTransaction', params, {
    account: context.account,
    chainId: `eip155:${chainId}`,
    sessionChains: [],
    rpcUrls: { [chainId]: rpcUrlOf(context, chainId) },
    onChainSwitched: async () => undefined,
  })
}

function randomBatchId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)))
}

async function sendCalls(request: Extract<EvmRpcRequest, { method: 'wallet_sendCalls' }>, context: EvmRpcContext): Promise<{ id: string }> {
  const [batch] = request.params
  const chainId = batch.chainId === undefined ? context.chainId : Number(batch.chainId)
  rpcUrlOf(context, chainId)
  if (batch.from !== undefined && batch.from.toLowerCase() !== context.account.address.toLowerCase()) throw new FrameRequestError(`The wallet has no account ${batch.from}`, 4100)
  const id = batch.id ?? randomBatchId()
  if (context.batches.has(id)) throw new FrameRequestError(`Duplicate id ${id}`, 5720)
  const sent: CallsBatch = { chainId, hashes: [] }
  context.batches.set(id, sent)
  for (const call of batch.calls) {
    const transaction = { to: call.to, ...(call.data === undefined ? {} : { data: call.data }), ...(call.value === undefined ? {} : { value: toHex(BigInt(call.value)) }) }
    sent.hashes.push(String(await sendTransaction(context, chainId, [transaction])))
  }
  return { id }
}

async function callsStatus(params: readonly unknown[] | undefined, context: EvmRpcContext): Promise<unknown> {
  const id = params?.[0]
  const batch = typeof id === 'string' ? context.batches.get(id) : undefined
  if (!batch || typeof id !== 'string') throw new FrameRequestError('Unknown bundle id', 5730)
  const rpcUrl = rpcUrlOf(context, batch.chainId)
  const answers = await Promise.all(batch.hashes.map((hash) => forwardRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])))
  const receipts = answers.flatMap((answer) => {
    const decoded = decode(Receipt, answer)
    return decoded.ok ? [decoded.value] : []
  })
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
  // EIP-5792: 100 pending, 200 confirmed, 500 all reverted, 600 some reverted.
  const status = receipts.length < batch.hashes.length ? 100 : succeeded === receipts.length ? 200 : succeeded === 0 ? 500 : 600
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(batch.chainId),
    status,
    atomic: false,
    receipts: receipts.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: receiptStatus,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  }
}

/** Answers an EVM RPC request with the user's key on the frame's current chain: signs, sends, or forwards reads to the node. */
export async function answerEvmRpc(request: EvmRpcRequest, context: EvmRpcContext): Promise<unknown> {
  switch (request.method) {
    case 'eth_accounts':
      return [context.account.address]
    case 'eth_chainId':
      return numberToHex(context.chainId)
    case 'personal_sign':
    case 'eth_signTypedData_v4':
      return answerEvmRequest(request.method, request.params, {
        account: context.account,
        chainId: `eip155:${context.chainId}`,
        sessionChains: [],
        rpcUrls: {},
        onChainSwitched: async () => undefined,
      })
    case 'eth_sendTransaction':
      return sendTransaction(context, context.chainId, request.params)
    case 'wallet_sendCalls':
      return sendCalls(request, context)
    case 'wallet_getCallsStatus':
      return callsStatus(request.params, context)
    case 'wallet_getCapabilities':
      return Object.fromEntries(Object.keys(context.chains).map((chainId) => [numberToHex(Number(chainId)), {}]))
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
    case 'wallet_getAssets':
      throw new FrameRequestError('Unsupported method', 4200)
    default:
      return forwardRpc(rpcUrlOf(context, context.chainId), request.method, request.params ?? [])
  }
}
