import type { PluginContext, Teardown } from '@portico/kernel/extend'
import { exampleMessages } from './exampleMessages.ts'
import { exampleLocales } from './exampleLocales.ts'

/**
 * Sets the example plugin up through its context only: its messages, one view, one account
 * tab and one wallet feature. The kernel undoes every registration on teardown; the returned
 * teardown is for what the plugin holds itself (here, an event listener).
 */
export function setup(context: PluginContext): Teardown {
  context.addMessages(exampleMessages)
  context.addLocaleLoader((locale) => exampleLocales[locale]?.().then((module) => module.default))
  context.registerView('Example', () => import('./ExampleView.tsx'), { title: 'example.title' })
  context.addAccountTab({ id: 'example', label: 'example.tab', order: 100, load: () => import('./ExampleTab.tsx') })
  context.addWalletFeature({ id: 'example', label: 'example.walletFeature', view: 'Example', icon: 'wallet' })
  const stopListening = context.events.on('connection:change', ({ namespace }) => {
    context.logger.debug(`example plugin: ${namespace} connection changed`)
  })
  return stopListening
}
