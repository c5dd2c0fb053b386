import type { AppKit } from './AppKit.ts'
import { activeInstance } from './activeInstance.ts'

/**
 * The instance `createAppKit` made last (the one hooks use without a provider); undefined before
 * one is made or once it is destroyed. For the host functions a plugin exports, such as `pay()`.
 */
export function currentAppKit(): AppKit | undefined {
  return activeInstance.get()
}
