import { isSafeWalletLink } from './isSafeWalletLink.ts'

/** The links a registry wallet may list to be opened with a pairing URI. */
export interface WalletLinks {
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

/** Which of a wallet's links to open: its mobile app, its desktop app or its web app. */
export type WalletLinkChoice = 'mobile' | 'desktop' | 'webapp'

/**
 * The link that opens a wallet with a WalletConnect pairing URI, from the chosen registry link:
 * a deep link `scheme://wc?uri=<encoded>` or a universal link `https://host/wc?uri=<encoded>`.
 * Undefined when the wallet lists no such link or the link is not safe to open.
 */
export function walletLink(wallet: WalletLinks, uri: string, choice: WalletLinkChoice = 'mobile'): string | undefined {
  const listed = wallet[`${choice}_link`]?.trim()
  if (!listed || !isSafeWalletLink(listed)) return undefined
  // `rainbow:` and `rainbow://` both name the app; `https://host` and `https://host/` the same page.
  const base = /^[a-z][a-z0-9+.-]*:\/*$/i.test(listed) ? `${listed.replace(/:\/*$/, '')}://` : listed.endsWith('/') ? listed : `${listed}/`
  const link = `${base}wc?uri=${encodeURIComponent(uri)}`
  return isSafeWalletLink(link) ? link : undefined
}
