// What a host app imports from Portico: the size budget measures this, tree-shaken as a host's
// bundler would. Keep it in step with the README's host example and AppKit's React API. The
// adapter factories are in it too: their SDKs (viem, ...) must stay out of the first load.
export { createAppKit } from '@portico/kernel/react'
export {
  AppKitProvider,
  ConnectButton,
  useAppKit,
  useAppKitState,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitEvents,
  useDisconnect,
  useWalletInfo,
  useAppKitTheme,
  useAppKitProvider,
} from '@portico/kernel/react'
// Its networks as AppKit's examples take them (Ethereum and an L2): plain data, no viem.
export { mainnet, arbitrum } from '@portico/kernel/networks'
export { evm } from '@portico/adapter-evm'
export { solana } from '@portico/adapter-solana'
export { bitcoin } from '@portico/adapter-bitcoin'
export { walletConnect } from '@portico/adapter-walletconnect'
export { embeddedWallet } from '@portico/adapter-embedded'
