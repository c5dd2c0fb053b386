import { BaseError } from '@portico/kernel'

// The socials plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/**
 * Why a social login stopped: the user closed the provider's window (4001, a user rejection as
 * SPEC §8 counts it), the login was left, no embedded wallet offers social login, the browser
 * blocked the popup, or the frame gave a redirect that is not a web page.
 */
export type SocialsErrorCode = 4001 | 'SOCIAL_ABORTED' | 'SOCIAL_UNAVAILABLE' | 'SOCIAL_POPUP_BLOCKED' | 'SOCIAL_REDIRECT_INVALID'

/** An error of the socials plugin; `code` says which condition. */
export class SocialsError extends BaseError {
  override name = 'SocialsError'
  declare readonly code: SocialsErrorCode

  constructor(code: SocialsErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** The user closed the provider's login window before it answered (4001). */
export class SocialPopupClosedError extends SocialsError {
  override name = 'SocialPopupClosedError'

  constructor() {
    super(4001, 'The login window was closed')
  }
}

/** The wait for the provider's answer was aborted (the user left the view). */
export class SocialAbortedError extends SocialsError {
  override name = 'SocialAbortedError'

  constructor() {
    super('SOCIAL_ABORTED', 'The social login was left')
  }
}

/** No connector offers social login (no embedded wallet); `shortMessage` is the user's words for it. */
export class SocialUnavailableError extends SocialsError {
  override name = 'SocialUnavailableError'

  constructor(shortMessage: string) {
    super('SOCIAL_UNAVAILABLE', shortMessage)
  }
}

/** The browser blocked the provider's popup; `shortMessage` is the user's words for it. */
export class SocialPopupBlockedError extends SocialsError {
  override name = 'SocialPopupBlockedError'

  constructor(shortMessage: string) {
    super('SOCIAL_POPUP_BLOCKED', shortMessage)
  }
}

/** The frame's redirect URI is not an http(s) page; `details` holds it. */
export class SocialRedirectInvalidError extends SocialsError {
  override name = 'SocialRedirectInvalidError'

  constructor(uri: string) {
    super('SOCIAL_REDIRECT_INVALID', 'The redirect URI is not a web page', { details: uri })
  }
}
