import { currentAppKit } from '@portico/kernel/extend'

/** The confirmed payment's transaction hash (AppKit's `getPayResult`); undefined before one is confirmed. */
export function getPayResult(): string | undefined {
  return currentAppKit()?.store.plugins.get('pay')?.result
}
