import type { HostOptions } from '@portico/kernel/internal'

/**
 * Whether the Connect view shows "All Wallets": the `allWallets` feature on, AppKit's
 * `allWallets` option not HIDE (ONLY_MOBILE: on mobile only), and wallets and WalletConnect
 * (which the registry's wallets connect through) not disabled.
 */
export function isAllWalletsShown(
  featureOn: boolean,
  options: Pick<HostOptions, 'allWallets' | 'enableWallets' | 'enableWalletConnect'>,
  isMobile: boolean,
): boolean {
  if (!featureOn || options.enableWallets === false || options.enableWalletConnect === false) return false
  if (options.allWallets === 'HIDE') return false
  return options.allWallets !== 'ONLY_MOBILE' || isMobile
}
