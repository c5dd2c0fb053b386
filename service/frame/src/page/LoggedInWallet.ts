import type { PrivateKeyAccount } from 'viem/accounts'

/** The EVM account a user uses where a chain has smart accounts. */
export type EvmAccountType = 'eoa' | 'smartAccount'

/**
 * The logged-in wallet a frame page answers the app's requests with, whatever keeps its keys (the
 * reference frame's localStorage, or the deployable frame's key vault). The key-reading methods
 * throw a 4100 "Unauthorized" FrameRequestError when nobody is logged in.
 */
export interface LoggedInWallet {
  /** This browser's device id on the frame origin: 32 lower-case hex characters. */
  readonly deviceId: string
  /** Whether a user is logged in and their keys are at hand. */
  readonly isConnected: boolean
  /** The logged-in user (the e-mail is what GET_USER answers), or null. */
  readonly user: { readonly id: string; readonly email: string | null } | null
  /** The user's EVM account. */
  evmAccount(): PrivateKeyAccount
  /** The user's Solana public key, base58. */
  solanaAddress(): string
  /** Signs bytes with the user's Solana ed25519 key (the key itself never leaves the wallet). */
  signSolana(message: Uint8Array): Uint8Array
  /** The user's address on a chain: the checksummed EVM address, or the base58 Solana key. */
  addressOn(chainId: string | number): string
  /** The EVM account type the user uses where the chain has smart accounts. */
  evmAccountType(): EvmAccountType
  /** Makes `type` the user's EVM account type from now on. */
  setEvmAccountType(type: EvmAccountType): void
}
