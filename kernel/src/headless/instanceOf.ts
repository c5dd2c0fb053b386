import type { AppKit } from '../AppKit.ts'
import { activeInstance } from '../activeInstance.ts'
import { BaseError } from '../errors/BaseError.ts'

/** The instance given, else the one `createAppKit` made last; throws when there is none. */
export function instanceOf(appKit: AppKit | undefined): AppKit {
  const instance = appKit ?? activeInstance.get()
  if (!instance) throw new BaseError('Please call "createAppKit" before using the headless wallet list', { code: 'NOT_CREATED' })
  return instance
}
