import type { ChainNamespace } from '@portico/kernel/internal'

// Checked here rather than with the ChainNamespace codec: importing io-ts's codec into this chunk
// would split it out of the code loaded before the first open (its size budget).
const namespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot']

/** A web component's attributes, as AppKit documents them, with their defaults applied. */
export interface ElementAttributes {
  disabled: boolean
  /** Whether the account button shows the native balance; default 'show'. */
  balance: 'show' | 'hide'
  size: 'md' | 'sm'
  label: string | undefined
  loadingLabel: string | undefined
  /** The namespace whose account the button shows; default the active one. */
  namespace: ChainNamespace | undefined
}

/** Reads a web component's attributes; unknown values fall back to the defaults. */
export function readElementAttributes(element: Element): ElementAttributes {
  const disabled = element.getAttribute('disabled')
  const namespace = element.getAttribute('namespace')
  return {
    // React 18 writes `disabled={false}` on a custom element as disabled="false".
    disabled: disabled !== null && disabled !== 'false',
    balance: element.getAttribute('balance') === 'hide' ? 'hide' : 'show',
    size: element.getAttribute('size') === 'sm' ? 'sm' : 'md',
    // An empty label falls back to the translated default, as a missing one does.
    label: element.getAttribute('label') || undefined,
    // HTML lowercases attribute names: AppKit's `loadingLabel` arrives as `loadinglabel`.
    loadingLabel: element.getAttribute('loadinglabel') || undefined,
    namespace: namespaces.find((known) => known === namespace),
  }
}
