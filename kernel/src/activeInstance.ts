import type { AppKit } from './AppKit.ts'

let current: AppKit | undefined

/** The instance that `createAppKit` made last, which hooks use when no provider is given. */
export const activeInstance = {
  get: (): AppKit | undefined => current,
  set: (instance: AppKit | undefined): void => {
    current = instance
  },
}
