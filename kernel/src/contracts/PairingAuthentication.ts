/**
 * The sign-in fields of a one-click authentication asked during pairing (SPEC §7: nonce, domain,
 * uri, exp, iat, nbf, requestId, version, resources, statement, chainId, methods, chains).
 */
export interface AuthenticationRequest {
  domain: string
  uri: string
  nonce: string
  /** CAIP-2 ids of the chains the sign-in covers (all eip155). */
  chains: string[]
  version?: string
  statement?: string
  /** The chain the message names, as a CAIP-2 id; default the first of `chains`. */
  chainId?: string
  /** Issued-at, expiration and not-before times, ISO 8601. */
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  /** The wallet methods the session is asked for. */
  methods?: string[]
}

/** A message the wallet signed during pairing: the account, the text, its signature, and the wallet's CAIP-122 object. */
export interface AuthenticatedMessage {
  /** CAIP-2 id of the chain in the message. */
  chainId: string
  address: string
  message: string
  signature: string
  cacao: unknown
}

/**
 * A sign-in done during pairing (WalletConnect's one-click auth): what to ask the wallet to sign,
 * and where the signed messages go (a SIWX plugin stores them as sessions) before the chain
 * adapters connect.
 */
export interface PairingAuthentication {
  request: AuthenticationRequest
  onAuthenticated(messages: AuthenticatedMessage[]): Promise<void>
}

/** Asked by the kernel before pairing a connector: a sign-in for these chains, or undefined for none. */
export type PairingAuthenticator = (chains: string[]) => Promise<PairingAuthentication | undefined>
