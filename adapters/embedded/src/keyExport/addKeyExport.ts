import type { PluginContext } from '@portico/kernel/extend'
import { createElement } from 'react'
import { isEmbeddedWalletUser } from './isEmbeddedWalletUser.ts'
import { keyExportLocales } from './keyExportLocales.ts'
import { keyExportMessages } from './keyExportMessages.ts'
import { keyExportStoreOf } from './keyExportStoreOf.ts'

declare module '@portico/kernel/extend' {
  interface RouteRegistry {
    /** The embedded account's private key export (the e-mail and socials plugins declare it too, for their hosts). */
    ExportPrivateKey: undefined
  }
}

/**
 * Adds the embedded wallet's private key export (issue 31) to a login plugin's setup: its messages,
 * the ExportPrivateKey view and Account's Export private key entry, offered only while the active
 * connection is the embedded wallet's connector. The e-mail and socials plugins both call it: the
 * instance keeps one store, the registry shows one entry and one view, and turning one plugin off
 * leaves the other's. Undone by the calling plugin's teardown.
 */
export function addKeyExport(context: PluginContext): void {
  context.addMessages(keyExportMessages)
  context.addLocaleLoader((locale) => keyExportLocales[locale]?.().then((module) => module.default))
  const store = keyExportStoreOf(context)
  context.registerView(
    'ExportPrivateKey',
    () =>
      import('./ExportPrivateKeyView.tsx').then(({ ExportPrivateKeyView }) => ({
        default: function ExportPrivateKey() {
          return createElement(ExportPrivateKeyView, { store })
        },
      })),
    { title: 'embeddedWallet.exportKeyTitle' },
  )
  context.addWalletFeature({ id: 'exportPrivateKey', label: 'embeddedWallet.exportKeyFeature', view: 'ExportPrivateKey', icon: 'key', placement: 'row', isAvailable: () => isEmbeddedWalletUser(context) })
}
