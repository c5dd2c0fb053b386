import type { ProviderListener } from '@portico/kernel/extend'
import type { EmbeddedWalletClient } from './EmbeddedWalletClient.ts'
import { toEmbeddedProviderError } from './toEmbeddedProviderError.ts'
import { toEvmChainNumber } from './toEvmChainNumber.ts'
import { ChainDisconnectedError, InvalidParamsError, SwitchChainError } from './errors.ts'

function hex(chainId: number): string {
  return `0x${chainId.toString(16)}`
}

// The EVM adapter's disconnect revokes `eth_accounts`: the session serves Solana too, so that is answered here.
function revokesAccounts(params: unknown): boolean {
  const [first] = Array.isArray(params) ? (params as unknown[]) : []
  return typeof first === 'object' && first !== null && Object.keys(first).length === 1 && 'eth_accounts' in first
}

function requestedChain(params: unknown): number {
  const [first] = Array.isArray(params) ? (params as unknown[]) : []
  const chainId = toEvmChainNumber(typeof first === 'object' && first !== null ? (first as { chainId?: unknown }).chainId : undefined)
  if (chainId === undefined) throw new InvalidParamsError({ details: 'wallet_switchEthereumChain takes [{ chainId }]' })
  return chainId
}

// What may deploy a smart account: after these the frame is asked whether it is (SPEC §3).
const sendingMethods: ReadonlySet<string> = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCallsStatus'])

/**
 * The EIP-1193 provider the EVM adapter drives over the embedded wallet: the accounts come from
 * the frame's user (GET_USER on the frame's chain; `eth_accounts` is empty without a session),
 * `eth_chainId` is the frame's chain, `wallet_switchEthereumChain` moves it (SWITCH_NETWORK, then
 * `chainChanged`), the disconnect's revoke is answered here, and every other method goes through
 * the SPEC §6 gate. Errors are ProviderErrors with the frame's code.
 */
export class EmbeddedEip155Provider {
  private readonly client: EmbeddedWalletClient

  constructor(client: EmbeddedWalletClient) {
    this.client = client
  }

  /** EIP-1193 `request`. */
  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    try {
      return await this.answer(method, params)
    } catch (error) {
      throw toEmbeddedProviderError(error)
    }
  }

  /** EIP-1193 `on`: `accountsChanged`, `chainChanged`, `disconnect`. */
  on(event: string, listener: ProviderListener): void {
    this.client.events.get('eip155')?.on(event, listener)
  }

  /** EIP-1193 `removeListener`. */
  removeListener(event: string, listener: ProviderListener): void {
    this.client.events.get('eip155')?.removeListener(event, listener)
  }

  private async answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return [await this.client.userAddress('eip155', this.client.evmChainId, true)]
      case 'eth_accounts':
        return this.client.knownAddresses('eip155', this.client.evmChainId)
      case 'eth_chainId': {
        const chainId = await this.client.currentEvmChainId()
        if (chainId === undefined) throw new ChainDisconnectedError()
        return hex(chainId)
      }
      case 'wallet_switchEthereumChain':
        await this.client.switchEvmChain(requestedChain(params))
        return null
      case 'wallet_addEthereumChain':
        // The frame knows its chains; one it refused to switch to cannot be added from here.
        throw new SwitchChainError('The embedded wallet cannot add chains')
      case 'wallet_revokePermissions':
        if (revokesAccounts(params)) return null
    }
    const answer = await this.client.gate.request({ namespace: 'eip155', method, params })
    if (sendingMethods.has(method)) this.client.noteSent()
    return answer
  }
}
