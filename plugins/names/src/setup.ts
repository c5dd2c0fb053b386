import type { PluginContext } from '@portico/kernel/extend'
import { reaction } from 'mobx'
import type { NamesOptions } from './namesPlugin.ts'
import { namesLocales } from './namesLocales.ts'
import { namesMessages } from './namesMessages.ts'
import { NamesStore } from './NamesStore.ts'
import { serviceNameRegistry } from './serviceNameRegistry.ts'

/**
 * Sets the names plugin up: its messages (English, and 21 locales each its own chunk), its store
 * (the host's registry, else the project service when one is configured), the RegisterAccountName
 * view and its success view, the Name entry of Account's wallet features (eip155,
 * embedded-wallet accounts), and the active account's name looked up on each account or network
 * change and shown by the kernel.
 */
export function setup(context: PluginContext, options: NamesOptions = {}): void {
  context.addMessages(namesMessages)
  context.addLocaleLoader((locale) => namesLocales[locale]?.().then((module) => module.default))
  const registry = options.registry ?? (context.http ? serviceNameRegistry(context.http) : undefined)
  const store = context.attach('names', new NamesStore(context, registry))
  context.registerView('RegisterAccountName', () => import('./RegisterAccountNameView.tsx'), { title: 'names.title' })
  context.registerView('RegisterAccountNameSuccess', () => import('./RegisterAccountNameSuccessView.tsx'), { title: 'names.successTitle' })
  context.addWalletFeature({ id: 'names', label: 'names.feature', view: 'RegisterAccountName', icon: 'tag', namespaces: ['eip155'], placement: 'row', isAvailable: () => store.offered })
  context.onTeardown(
    reaction(
      () => [context.connections.activeCaipAddress, context.adapters.chainExtension('eip155:names') !== undefined] as const,
      () => void store.showActiveAccountName(),
      { fireImmediately: true, equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
    ),
  )
  context.onTeardown(store.stop)
}
