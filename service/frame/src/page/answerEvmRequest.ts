import { createWalletClient, defineChain, http, isHex, numberToHex, toHex } from 'viem'
import type { Hex, LocalAccount, TypedDataDefinition } from 'viem'
import { decodeWalletParams } from './decodeWalletParams.ts'
import { walletRequestParams } from './walletRequestParams.ts'
import { WalletRequestError } from './WalletRequestError.ts'

/** What the frame needs to answer an `eip155` request. */
export interface EvmRequestContext {
  account: LocalAccount
  /** `eip155:<id>` the dapp sent the request on. */
  chainId: string
  /** The `eip155:<id>` chains of the session, for `wallet_switchEthereumChain`. */
  sessionChains: readonly string[]
  /** JSON-RPC urls by chain id, where `eth_sendTransaction` sends. */
  rpcUrls: Readonly<Record<number, string>>
  /** Called after `wallet_switchEthereumChain` to a chain of the session, with `eip155:<id>`. */
  onChainSwitched(chainId: string): Promise<void>
}

function checkAddress(account: LocalAccount, address: string): void {
  if (address.toLowerCase() !== account.address.toLowerCase()) throw new WalletRequestError(4100, `The wallet has no account ${address}`)
}

function chainNumber(chainId: string): number {
  return Number(chainId.split(':')[1])
}

/**
 * Answers one approved `eip155` request with the user's viem local account: real signatures,
 * transactions signed and sent to the chain's RPC url. Throws `WalletRequestError` for params it
 * refuses or a method it does not know.
 */
export async function answerEvmRequest(method: string, input: unknown, context: EvmRequestContext): Promise<unknown> {
  const { account } = context
  switch (method) {
    case 'personal_sign': {
      const [message, address] = decodeWalletParams(walletRequestParams[method], method, input)
      checkAddress(account, address)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = decodeWalletParams(walletRequestParams[method], method, input)
      checkAddress(account, address)
      const definition = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as TypedDataDefinition
      // EIP-712's own domain type is implied by viem; a dapp may list it in `types`.
      const { EIP712Domain: _domainType, ...types } = definition.types as Record<string, unknown>
      return account.signTypedData({ ...definition, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const [transaction] = decodeWalletParams(walletRequestParams[method], method, input)
      const id = chainNumber(context.chainId)
      const rpcUrl = context.rpcUrls[id]
      if (rpcUrl === undefined) throw new WalletRequestError(4901, `The wallet has no RPC url for ${context.chainId}`)
      if (transaction.from !== undefined) checkAddress(account, transaction.from)
      const chain = defineChain({ id, name: context.chainId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
      const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
      return client.sendTransaction({
        ...(transaction.to !== undefined ? { to: transaction.to as Hex } : {}),
        ...(transaction.value !== undefined ? { value: BigInt(transaction.value) } : {}),
        ...(transaction.data !== undefined ? { data: transaction.data as Hex } : {}),
        ...(transaction.gas !== undefined ? { gas: BigInt(transaction.gas) } : {}),
      })
    }
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return numberToHex(chainNumber(context.chainId))
    case 'wallet_switchEthereumChain': {
      const [{ chainId }] = decodeWalletParams(walletRequestParams[method], method, input)
      const target = `eip155:${Number(chainId)}`
      if (!context.sessionChains.includes(target)) throw new WalletRequestError(4902, `Unrecognized chain ${toHex(Number(chainId))}`)
      await context.onChainSwitched(target)
      return null
    }
    default:
      throw new WalletRequestError(4200, `The wallet does not support ${method}`)
  }
}
