import { BaseError } from '@portico/kernel'

// The NFTs plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** Why the NFTs plugin refused: its store asked for where its setup has not run. */
export type NftsErrorCode = 'NFTS_NOT_SET_UP'

/** An error of the NFTs plugin; `code` says which condition. */
export class NftsError extends BaseError {
  override name = 'NftsError'
  declare readonly code: NftsErrorCode

  constructor(code: NftsErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** The NFTs plugin's store asked for where its setup has not run (a view rendered without the plugin). */
export class NftsNotSetUpError extends NftsError {
  override name = 'NftsNotSetUpError'

  constructor() {
    super('NFTS_NOT_SET_UP', 'The NFTs plugin is not set up')
  }
}
