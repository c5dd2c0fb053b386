import type { PluginContext } from '@portico/kernel/extend'
import type { SocialProviderName } from './SocialProviderName.ts'
import type { SocialsStore } from './SocialsStore.ts'
import { openLoginPopup } from './openLoginPopup.ts'

/** Starts a social login chosen in a click: Farcaster's QR code view, or the provider's popup (opened in the click) followed by its view. */
export function chooseSocialProvider(context: Pick<PluginContext, 'router'>, store: SocialsStore, provider: SocialProviderName): void {
  if (!store.isPopupProvider(provider)) {
    context.router.push('ConnectingFarcaster')
    return
  }
  // The popup opens in the click; the view then follows the login in it.
  const popup = openLoginPopup()
  context.router.push('ConnectingSocial', { provider })
  void store.connectWithPopup(provider, popup, new AbortController().signal)
}
