import { frameMessageTypes as types } from '@portico/adapter-embedded'
import type { AppToFrameMessage } from '@portico/adapter-embedded'
import { answerEvmRpc } from './answerEvmRpc.ts'
import type { EvmRpcRequest } from './answerEvmRpc.ts'
import { answerSmartAccountRpc } from './answerSmartAccountRpc.ts'
import { answerSolanaRpc } from './answerSolanaRpc.ts'
import type { SolanaRpcRequest } from './answerSolanaRpc.ts'
import { errorAnswerOf } from './errorAnswerOf.ts'
import { evmAccountAnswer } from './evmAccountAnswer.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameRequestError } from './FrameRequestError.ts'
import { isLoginRequest } from './isLoginRequest.ts'
import { parseChainId } from './parseChainId.ts'

const noSmartAccounts = 'Smart accounts are not available here'

function requireConnected(context: FrameContext, code?: number): void {
  if (!context.wallet.isConnected) throw new FrameRequestError(code === undefined ? 'Not connected' : 'Unauthorized', code)
}

/** Makes a chain current: any Solana reference, or a configured EVM chain (else 4902 "Unrecognized chain"). */
function switchChain(context: FrameContext, chainId: string | number): string | number {
  const parsed = parseChainId(chainId)
  if (parsed.namespace === 'solana') {
    context.chain.current = parsed.reference
    return parsed.reference
  }
  if (context.config.chains[String(parsed.id)] === undefined) throw new FrameRequestError('Unrecognized chain', 4902)
  context.chain.current = parsed.id
  context.chain.lastEvm = parsed.id
  return parsed.id
}

async function answerRpc(request: Extract<AppToFrameMessage, { type: typeof types.RPC_REQUEST }>, context: FrameContext): Promise<unknown> {
  await context.requireSession?.()
  requireConnected(context, 4100)
  const rpc = request.payload
  if (rpc.method.startsWith('solana_')) {
    const { wallet } = context
    return answerSolanaRpc(rpc as SolanaRpcRequest, { address: wallet.solanaAddress(), sign: (message) => wallet.signSolana(message), rpcUrl: context.config.solanaRpcUrl })
  }
  const chainId = context.chain.lastEvm
  if (chainId === null) throw new FrameRequestError('No EVM chain is configured', 4901)
  const owner = context.wallet.evmAccount()
  const evm = { account: owner, chainId, chains: context.config.chains, batches: context.batches }
  if (context.wallet.evmAccountType() === 'smartAccount' && context.smartAccountOn(owner, chainId)) {
    return answerSmartAccountRpc(rpc as EvmRpcRequest, { evm, smartAccountOn: (id) => context.smartAccountOn(owner, id), enabledChains: enabledChains(context) })
  }
  return answerEvmRpc(rpc as EvmRpcRequest, evm)
}

/** The EVM chains where users get a smart account. */
function enabledChains(context: FrameContext): number[] {
  return Object.keys(context.config.smartAccounts).map(Number)
}

/** The EVM chain smart-account requests are about: the frame's last EVM chain. */
function evmChain(context: FrameContext): number {
  const chainId = context.chain.lastEvm
  if (chainId === null) throw new FrameRequestError('No EVM chain is configured', 4901)
  return chainId
}

async function answer(request: AppToFrameMessage, context: FrameContext): Promise<void> {
  const { host, wallet } = context
  if (isLoginRequest(request)) return context.answerLogin(request)
  switch (request.type) {
    case types.SWITCH_NETWORK:
      return host.succeed(request, { chainId: switchChain(context, request.payload.chainId) })
    case types.GET_CHAIN_ID:
      return host.succeed(request, { chainId: context.chain.current })
    case types.GET_USER: {
      requireConnected(context)
      const requested = request.payload?.chainId
      if (requested !== undefined) {
        try {
          switchChain(context, requested)
        } catch {
          // An EVM chain the frame does not serve: the user is still answered for it.
        }
      }
      const chainId = requested ?? context.chain.current
      const email = wallet.user?.email ?? null
      const parsed = parseChainId(chainId)
      if (parsed.namespace === 'eip155') {
        const evm = await evmAccountAnswer(context, parsed.id, request.payload?.preferredAccountType)
        return host.succeed(request, { ...evm, chainId, email })
      }
      const address = wallet.addressOn(chainId)
      return host.succeed(request, { address, chainId, smartAccountDeployed: false, email, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa' })
    }
    case types.GET_SMART_ACCOUNT_ENABLED_NETWORKS:
      return host.succeed(request, { networks: enabledChains(context) })
    case types.INIT_SMART_ACCOUNT: {
      requireConnected(context)
      // Prepares the account (its address is computed); nothing is sent until its first transaction.
      const smart = context.smartAccountOn(wallet.evmAccount(), evmChain(context))
      if (!smart) throw new FrameRequestError(noSmartAccounts)
      await smart
      return host.succeed(request)
    }
    case types.SET_PREFERRED_ACCOUNT: {
      requireConnected(context)
      const chainId = evmChain(context)
      if (request.payload.type === 'smartAccount' && !context.smartAccountOn(wallet.evmAccount(), chainId)) throw new FrameRequestError(noSmartAccounts)
      const { address, preferredAccountType } = await evmAccountAnswer(context, chainId, request.payload.type)
      return host.succeed(request, { type: preferredAccountType, address })
    }
    case types.RPC_REQUEST:
      return host.succeed(request, { result: await answerRpc(request, context) })
    case types.SYNC_THEME:
      context.synced.theme = request.payload
      if (request.payload.themeMode) document.documentElement.dataset.theme = request.payload.themeMode
      return host.succeed(request)
    case types.SYNC_DAPP_DATA:
      context.synced.dappData = request.payload
      return host.succeed(request)
    case types.RELOAD:
      // Not answered: the reloaded page's READY is the answer (an app taking a success as ready
      // would post its next requests to a page not yet listening).
      location.reload()
      return
    case types.EXPORT_PRIVATE_KEY: {
      await context.requireSession?.()
      requireConnected(context, 4100)
      if (!context.exportPrivateKey) throw new FrameRequestError('Key export is not available here')
      // The keys are shown in the frame only: the app learns whether they were, never what they are.
      return host.succeed(request, { outcome: await context.exportPrivateKey() })
    }
  }
}

/** Answers one request from the app: its success, or its error with the message and JSON-RPC code. */
export async function handleFrameRequest(request: AppToFrameMessage, context: FrameContext): Promise<void> {
  try {
    await answer(request, context)
  } catch (error) {
    const { message, code, reason } = errorAnswerOf(error)
    try {
      context.host.fail(request, message, code, reason)
    } catch (postError) {
      console.error('secure frame: the answer could not be posted', postError)
    }
  }
}
