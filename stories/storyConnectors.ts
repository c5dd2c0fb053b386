import type { ChainNamespace } from '@portico/kernel'
import type { Connector } from '@portico/kernel/extend'
import { storyImage } from './storyImage.ts'

/**
 * The fixed connectors of a story namespace: a wallet that announced itself (EIP-6963 or
 * Wallet Standard; it is also in the story registry), an injected one, and WalletConnect.
 */
export function storyConnectors(namespace: ChainNamespace): Connector[] {
  const announcedName = namespace === 'solana' ? 'Lantern Wallet' : 'Harbor Wallet'
  return [
    {
      id: `${namespace}:announced`,
      type: 'ANNOUNCED',
      name: announcedName,
      namespaces: [namespace],
      info: { rdns: namespace === 'solana' ? 'dev.portico.lantern-wallet' : 'dev.portico.harbor-wallet' },
      explorerId: namespace === 'solana' ? 'story-wallet-12' : 'story-wallet-08',
      imageUrl: storyImage(announcedName, namespace === 'solana' ? 140 : 25),
    },
    {
      id: `${namespace}:injected`,
      type: 'INJECTED',
      name: 'Browser Wallet',
      namespaces: [namespace],
      imageUrl: storyImage('Browser Wallet', 0),
    },
    {
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      namespaces: [namespace],
      imageUrl: storyImage('WalletConnect', 215),
    },
  ]
}
