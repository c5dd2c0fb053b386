import * as t from 'io-ts'
import { ConnectMethod } from './ConnectMethod.ts'
import { SocialProvider } from './SocialProvider.ts'
import { connectorTypeOrder } from './connectorTypeOrder.ts'
import { oneOf } from './oneOf.ts'
import { walletFeaturesOrder } from './walletFeaturesOrder.ts'

/**
 * The feature flags (SPEC §9), as merged from the defaults, the host's `features` and the remote
 * project configuration; the orders are present only when the host set them.
 */
export const Features = t.intersection(
  [
    t.type({
      email: t.boolean,
      /** The social providers shown, in order; false hides social login. */
      socials: t.union([t.literal(false), t.array(SocialProvider)], `false or a list of ${SocialProvider.name}`),
      swaps: t.boolean,
      onramp: t.boolean,
      activity: t.boolean,
      reownBranding: t.boolean,
      receive: t.boolean,
      send: t.boolean,
      analytics: t.boolean,
      allWallets: t.boolean,
      legalCheckbox: t.boolean,
      smartSessions: t.boolean,
      /** Pay (`payPlugin()`, AppKit's `features.pay`): on by default, listing the plugin is the host's choice. */
      pay: t.boolean,
    }),
    t.partial({
      /** The host's order of the Connect view's groups (SPEC §2 rule otherwise). */
      connectMethodsOrder: t.array(ConnectMethod, `a list of ${ConnectMethod.name}`),
      /** The host's order of the wallet-features row (SPEC §9 order otherwise). */
      walletFeaturesOrder: t.array(oneOf(walletFeaturesOrder), `a list of ${walletFeaturesOrder.join(', ')}`),
      /** The host's order of the wallet groups (SPEC §9 order otherwise). */
      connectorTypeOrder: t.array(oneOf(connectorTypeOrder), `a list of ${connectorTypeOrder.join(', ')}`),
    }),
  ],
  'Features',
)
/** The feature flags. */
export type Features = t.TypeOf<typeof Features>
