import { toAdapterError } from '../errors/toAdapterError.ts'
import type { BaseError } from '../errors/BaseError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { ActionConfig } from './ActionConfig.ts'

/** Parameters of `pair`. */
export interface PairParameters {
  connectorId: string
  /** The namespaces the connect is for: their configured networks are the chains paired. */
  namespaces: readonly ChainNamespace[]
  /** Gives the pairing up (the view was left). */
  signal?: AbortSignal | undefined
}

/** What `pair` resolves: nothing; the pairing shown meanwhile is cleared. */
export type PairReturnType = undefined

/** What `pair` rejects with: the connector adapter's failure as a BaseError (4001 when the user declined, 5000 included). */
export type PairErrorType = BaseError

/**
 * Pairs first when the connector's adapter pairs (WalletConnect) and has no session yet, showing
 * the pairing (its URI) on the registry meanwhile; with a sign-in asked for (SIWX) and every chain
 * eip155 (SPEC §7), the wallet signs in while pairing. Nothing for a connector that does not pair.
 */
export async function pair({ root, adapters }: ActionConfig, { connectorId, namespaces, signal }: PairParameters): Promise<PairReturnType> {
  const owner = adapters.connectorAdapter(connectorId)
  if (!owner?.pair || owner.hasSession?.(connectorId)) return
  const chains = root.networks.configured.filter((network) => namespaces.includes(network.chainNamespace)).map((network) => network.caipNetworkId)
  const { authenticator } = adapters
  const eip155Only = chains.length > 0 && chains.every((chain) => chain.startsWith('eip155:'))
  const authentication = authenticator && eip155Only ? await authenticator(chains) : undefined
  try {
    await owner.pair(connectorId, {
      onPairing: (pairing) => adapters.setPairing(pairing),
      signal: signal ?? new AbortController().signal,
      ...(authentication ? { authentication } : {}),
    })
  } catch (error) {
    throw toAdapterError(error)
  } finally {
    adapters.setPairing(undefined)
  }
}
