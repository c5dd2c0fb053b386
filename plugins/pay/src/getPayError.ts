import { currentAppKit } from '@portico/kernel/extend'

/** Why the last payment did not go through (AppKit's `getPayError`); null when it did or none was made. */
export function getPayError(): string | null {
  return currentAppKit()?.store.plugins.get('pay')?.error ?? null
}
