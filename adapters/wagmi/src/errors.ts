import { ConfigError } from '@portico/kernel'

// The wagmi adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.
// What the modal connector throws to wagmi is wagmi's own (UserRejectedRequestError,
// ChainNotConfiguredError), as wagmi's hooks expect.

/** The codes of the wagmi adapter's own errors: options it cannot use (the kernel's CONFIG_INVALID). */
export type WagmiErrorCode = 'CONFIG_INVALID'

/** WagmiAdapter's options do not decode; `details` names the field. */
export class WagmiOptionsError extends ConfigError {
  override name = 'WagmiOptionsError'

  constructor(details: string) {
    super('Invalid WagmiAdapter options', { details })
  }
}

/** A network in `networks` that is not an EVM network wagmi can use; the message names its index and why. */
export class WagmiNetworkInvalidError extends ConfigError {
  override name = 'WagmiNetworkInvalidError'

  constructor(shortMessage: string, details?: string) {
    super(shortMessage, details === undefined ? {} : { details })
  }
}

/** No EVM network in `networks`: wagmi needs one at least. */
export class WagmiNetworksMissingError extends ConfigError {
  override name = 'WagmiNetworksMissingError'

  constructor() {
    super('WagmiAdapter needs at least one EVM network (eip155) in `networks`')
  }
}
