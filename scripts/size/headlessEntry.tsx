// A headless host (features.headless): its own wallet list through useAppKitWallets, the EVM
// adapter and WalletConnect, no modal. The size check measures what it loads before its first
// interaction, tree-shaken as a host's bundler would.
import { createAppKit, useAppKitWallets } from '@portico/kernel/react'
import { mainnet } from '@portico/kernel/networks'
import { evm } from '@portico/adapter-evm'
import { walletConnect } from '@portico/adapter-walletconnect'

createAppKit({ projectId: 'size', networks: [mainnet], adapters: [evm(), walletConnect()], features: { headless: true } })

/** The host's own list: a button per wallet, and WalletConnect's URI as a link. */
export function WalletList() {
  const { wallets, wcUri, connect } = useAppKitWallets()
  return (
    <ul>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button type="button" onClick={() => void connect(wallet)}>
            {wallet.name}
          </button>
        </li>
      ))}
      {wcUri ? <a href={wcUri}>WalletConnect</a> : null}
    </ul>
  )
}
