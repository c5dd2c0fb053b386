import type { ProviderListener } from '@portico/kernel/extend'
import type { EmbeddedWalletClient } from './EmbeddedWalletClient.ts'
import { toEmbeddedProviderError } from './toEmbeddedProviderError.ts'

// The Solana adapter names the send options `sendOptions`, as WalletConnect does; the frame's RPC names them `options`.
function toFrameParams(method: string, params: unknown): unknown {
  if (method !== 'solana_signAndSendTransaction' || typeof params !== 'object' || params === null) return params
  const { sendOptions, ...rest } = params as { sendOptions?: unknown }
  return sendOptions === undefined ? rest : { ...rest, options: sendOptions }
}

/**
 * The request provider the Solana adapter drives over the embedded wallet (the face of
 * WalletConnect's): `solana_requestAccounts` and `solana_getAccounts` answer the frame's user on
 * the network asked (`{ pubkey }`; none without a session), the signing methods go through the
 * SPEC §6 gate with their params in the frame's shape.
 */
export class EmbeddedSolanaProvider {
  private readonly client: EmbeddedWalletClient
  private readonly defaultNetwork: string | undefined

  constructor(client: EmbeddedWalletClient, defaultCaipNetworkId: string | undefined) {
    this.client = client
    this.defaultNetwork = defaultCaipNetworkId
  }

  /** Sends a request on a Solana network (a CAIP-2 id; default the first configured). */
  async request({ method, params }: { method: string; params?: unknown }, caipNetworkId?: string): Promise<unknown> {
    const network = caipNetworkId ?? this.defaultNetwork
    // GET_USER takes the network's reference: the part after `solana:`.
    const reference = network?.startsWith('solana:') ? network.slice('solana:'.length) : undefined
    try {
      if (method === 'solana_requestAccounts') return [{ pubkey: await this.client.userAddress('solana', reference, true) }]
      if (method === 'solana_getAccounts') return (await this.client.knownAddresses('solana', reference)).map((pubkey) => ({ pubkey }))
      return await this.client.gate.request({ namespace: 'solana', method, params: toFrameParams(method, params) })
    } catch (error) {
      throw toEmbeddedProviderError(error)
    }
  }

  /** Adds a listener for `accountsChanged` or `disconnect`. */
  on(event: string, listener: ProviderListener): void {
    this.client.events.get('solana')?.on(event, listener)
  }

  /** Removes a listener. */
  removeListener(event: string, listener: ProviderListener): void {
    this.client.events.get('solana')?.removeListener(event, listener)
  }
}
