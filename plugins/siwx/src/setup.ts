import type { PluginContext, Teardown } from '@portico/kernel/extend'
import { SiwxStore } from './SiwxStore.ts'
import { isProjectBound } from './isProjectBound.ts'
import { siwxFromOptions } from './siwxFromOptions.ts'
import { siwxMessages } from './siwxMessages.ts'
import { siwxLocales } from './siwxLocales.ts'

/**
 * Sets the SIWX plugin up: its messages and the SIWXSignMessage view, and when the options ask
 * for sign-in (`siwx`, or the legacy `siweConfig`) its store and the SPEC §4 flow.
 */
export function setup(context: PluginContext): Teardown | undefined {
  context.addMessages(siwxMessages)
  context.addLocaleLoader((locale) => siwxLocales[locale]?.().then((module) => module.default))
  context.registerView('SIWXSignMessage', () => import('./SIWXSignMessageView.tsx'), { title: 'siwx.title' })
  const siwx = siwxFromOptions(context.options)
  if (!siwx) return undefined
  if (isProjectBound(siwx)) siwx.useProject({ projectServiceUrl: context.options.projectServiceUrl, projectId: context.options.projectId })
  const store = context.attach(
    'siwx',
    new SiwxStore({
      context,
      siwx,
      analytics: context.analytics,
      open: (options) => context.open(options),
      // Read when shown, in the locale of then (its texts may arrive after the setup).
      texts: {
        get authenticating() {
          return context.t('siwx.authenticating')
        },
        get declined() {
          return context.t('siwx.declined')
        },
        get initFailed() {
          return context.t('siwx.initFailed')
        },
      },
    }),
  )
  return store.start()
}
