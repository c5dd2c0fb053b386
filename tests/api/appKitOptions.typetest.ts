// Type-level test, checked by `npx tsc -p tsconfig.json` and never run: an AppKit 1.8 host's
// createAppKit call, every documented option at once in AppKit's documented shapes, compiles
// against Portico after renaming the packages. A type error here is a host's type error.
import { embeddedWallet } from '@portico/adapter-embedded'
import { createAppKit } from '@portico/kernel'
import type { AppKit, AppKitOptionsInput } from '@portico/kernel'
import {
  arbitrum,
  arbitrumSepolia,
  avalanche,
  base,
  baseSepolia,
  bitcoin,
  bitcoinTestnet,
  blast,
  bsc,
  celo,
  defineChain,
  gnosis,
  linea,
  mainnet,
  mantle,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  scroll,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
  zora,
} from '@portico/kernel/networks'
import type { AppKitNetwork } from '@portico/kernel/networks'
import { send } from '@portico/plugin-send'
import { siwxPlugin } from '@portico/plugin-siwx'
import { holesky } from 'viem/chains'

const customNetwork = defineChain({
  id: 123456789,
  caipNetworkId: 'eip155:123456789',
  chainNamespace: 'eip155',
  name: 'Custom Network',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://rpc.custom.example'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.custom.example' } },
  contracts: {},
})

// AppKit's networks, a defineChain network and a viem chain, typed as AppKit hosts type them.
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  mainnet, sepolia, arbitrum, arbitrumSepolia, optimism, optimismSepolia, base, baseSepolia, polygon, polygonAmoy, bsc,
  avalanche, gnosis, zksync, linea, scroll, celo, mantle, blast, zora, solana, solanaDevnet, solanaTestnet, bitcoin,
  bitcoinTestnet, customNetwork, holesky,
]

const metadata = { name: 'My App', description: 'My App Description', url: 'https://myapp.com', icons: ['https://myapp.com/icon.png'] }
const chainImages: Record<number | string, string> = { 1: 'https://my.images.com/eth.png', [solana.id]: 'https://my.images.com/sol.png' }

/** Every option of AppKit 1.8's createAppKit (siwx; siweConfig is the other call: both at once throws). */
export function everyOption(): AppKit {
  return createAppKit({
    projectId: 'project-id',
    networks,
    defaultNetwork: mainnet,
    metadata,
    adapters: [embeddedWallet({ frameUrl: 'https://secure.example' })],
    plugins: [send(), siwxPlugin()],
    themeMode: 'dark',
    themeVariables: { '--w3m-accent': '#000000', '--w3m-z-index': 1000, '--w3m-color-mix-strength': 40 },
    featuredWalletIds: ['1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'],
    includeWalletIds: ['4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'],
    excludeWalletIds: ['fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'],
    allWallets: 'ONLY_MOBILE',
    customWallets: [
      {
        id: 'myCustomWallet',
        name: 'My Custom Wallet',
        homepage: 'www.mycustomwallet.com',
        image_url: 'my_custom_wallet_image',
        mobile_link: 'mobile_link',
        desktop_link: 'desktop_link',
        webapp_link: 'webapp_link',
        app_store: 'app_store',
        play_store: 'play_store',
      },
    ],
    termsConditionsUrl: 'https://www.mytermsandconditions.com',
    privacyPolicyUrl: 'https://www.myprivacypolicy.com',
    enableWallets: true,
    enableWalletConnect: true,
    enableInjected: true,
    enableEIP6963: true,
    enableCoinbase: true,
    coinbasePreference: 'smartWalletOnly',
    enableReconnect: true,
    enableWalletGuide: false,
    enableAuthLogger: false,
    enableNetworkSwitch: true,
    enableMobileFullScreen: true,
    enableEmbedded: false,
    experimental_preferUniversalLinks: true,
    debug: true,
    defaultAccountTypes: { eip155: 'eoa', solana: 'eoa', bip122: 'payment', polkadot: 'eoa' },
    chainImages,
    connectorImages: {
      'io.coinbase': 'https://images.mydapp.com/coinbase.png',
      walletConnect: 'https://images.mydapp.com/walletconnect.png',
      injected: 'https://images.mydapp.com/browser-wallet.png',
    },
    customRpcUrls: {
      'eip155:1': [{ url: 'https://your-custom-mainnet-url.com', config: { retryCount: 2 } }],
      'eip155:137': [{ url: 'https://your-custom-polygon-url.com' }],
    },
    universalProviderConfigOverride: {
      methods: { eip155: ['eth_sendTransaction', 'personal_sign'] },
      chains: { eip155: ['1', '137'] },
      events: { eip155: ['chainChanged', 'accountsChanged'] },
      rpcMap: { 'eip155:1': 'https://ethereum.publicnode.com' },
      defaultChain: 'eip155:1',
    },
    tokens: { 'eip155:1': { address: '0xdac17f958d2ee523a2206206994597c13d831ec7', image: 'https://my.images.com/usdt.png' } },
    siwx: { createMessage: async () => ({}), addSession: async () => undefined, getSessions: async () => [], getRequired: () => false },
    allowUnsupportedChain: false,
    showWallets: true,
    manualWCControl: false,
    basic: false,
    disableAppend: false,
    features: {
      swaps: true,
      onramp: true,
      email: true,
      socials: ['google', 'x', 'github', 'discord', 'apple', 'facebook', 'farcaster'],
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: true,
      smartSessions: false,
      receive: true,
      send: true,
      history: true,
      pay: false,
      collapseWallets: false,
      connectMethodsOrder: ['wallet', 'email', 'social'],
      walletFeaturesOrder: ['receive', 'onramp', 'swaps', 'send'],
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
      experimental_preferUniversalLinks: false,
      reownAuthentication: false,
      headless: false,
    },
  })
}

/** The legacy sign-in option, the other of the pair. */
export function withSiweConfig(): AppKit {
  const options: AppKitOptionsInput = { networks: [mainnet], siweConfig: { options: { enabled: true, signOutOnDisconnect: true } } }
  return createAppKit(options)
}

/** A wrong-typed value of a known option is still a host's type error. */
export function wrongTypes(): void {
  // @ts-expect-error allWallets is SHOW, HIDE or ONLY_MOBILE
  createAppKit({ networks, allWallets: true })
  // @ts-expect-error customRpcUrls lists { url } objects
  createAppKit({ networks, customRpcUrls: { 'eip155:1': 'https://rpc.example' } })
  // @ts-expect-error termsConditionsUrl is a string
  createAppKit({ networks, termsConditionsUrl: new URL('https://example.com/terms') })
  // @ts-expect-error features.history is a boolean
  createAppKit({ networks, features: { history: 'on' } })
}
