import type { AppKit } from '../AppKit.ts'
import { activeInstance } from '../activeInstance.ts'
import { NotCreatedError } from '../errors.ts'

/** The instance given, else the one `createAppKit` made last; throws when there is none. */
export function instanceOf(appKit: AppKit | undefined): AppKit {
  const instance = appKit ?? activeInstance.get()
  if (!instance) throw new NotCreatedError('Please call "createAppKit" before using the headless wallet list')
  return instance
}
