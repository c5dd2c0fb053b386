import type { AppKitOptions } from './AppKitOptions.ts'
import type { Features } from './Features.ts'

/**
 * Decodes `createAppKit`'s options; throws a ConfigError with a clear text for wrong input.
 * TODO(config helper): the io-ts codec, SPEC's siweConfig+siwx error, defaults of SPEC §9.
 */
export function decodeOptions(input: unknown): { options: AppKitOptions; features: Features } {
  const options = input as AppKitOptions
  const features: Features = {
    email: true,
    socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
    swaps: true,
    onramp: true,
    activity: true,
    reownBranding: true,
    receive: true,
    send: true,
    analytics: true,
    allWallets: true,
    legalCheckbox: false,
    smartSessions: false,
    ...options.features,
  }
  return { options, features }
}
