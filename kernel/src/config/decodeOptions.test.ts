import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigError } from '../errors.ts'
import { BaseError } from '../errors/BaseError.ts'
import { Network } from '../model/Network.ts'
import { decodeOptions } from './decodeOptions.ts'

// A viem-style chain, as `import { mainnet } from 'viem/chains'` gives it (trimmed).
const mainnet = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api' } },
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14353601 } },
}
const solanaMainnet = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}

// The development warnings about options that have no effect yet are checked at the end.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

function errorOf(input: unknown): ConfigError {
  try {
    decodeOptions(input)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('decodeOptions did not throw')
}

describe('decodeOptions: networks', () => {
  it('decodes a viem chain into a Network: namespace eip155 and CAIP id derived', () => {
    const { options } = decodeOptions({ networks: [mainnet] })
    const [network] = options.networks
    expect(network).toMatchObject({ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', name: 'Ethereum' })
    expect(Network.is(network)).toBe(true)
  })

  it('keeps the chain fields Portico does not model (viem contracts, explorer apiUrl)', () => {
    const { options } = decodeOptions({ networks: [mainnet] })
    expect(options.networks[0]).toMatchObject({ contracts: mainnet.contracts, blockExplorers: mainnet.blockExplorers })
  })

  it('derives the CAIP id from a given namespace', () => {
    const { options } = decodeOptions({ networks: [mainnet, solanaMainnet] })
    expect(options.networks[1]).toMatchObject({ chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  it('accepts a CAIP id that matches, refuses one that does not', () => {
    expect(decodeOptions({ networks: [{ ...mainnet, caipNetworkId: 'eip155:1' }] }).options.networks[0].caipNetworkId).toBe('eip155:1')
    expect(errorOf({ networks: [{ ...mainnet, caipNetworkId: 'eip155:5' }] }).message).toBe(
      'Invalid createAppKit options: networks.0.caipNetworkId: expected "eip155:1" (namespace:id), got "eip155:5"',
    )
  })

  it('names the wrong field, what was expected and what it got', () => {
    const error = errorOf({ networks: [{ ...mainnet, id: true }] })
    expect(error.message).toBe('Invalid createAppKit options: networks.0.id: expected number or string, got true')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.code).toBe('CONFIG_INVALID')
  })

  it('refuses an unknown namespace', () => {
    expect(errorOf({ networks: [{ ...mainnet, chainNamespace: 'cosmos' }] }).message).toBe(
      'Invalid createAppKit options: networks.0.chainNamespace: expected one of eip155, solana, bip122, polkadot, got "cosmos"',
    )
  })

  it('refuses an empty networks list', () => {
    expect(errorOf({ networks: [] }).message).toBe(
      'Invalid createAppKit options: networks: expected a non-empty list of networks, got an empty list',
    )
  })

  it('refuses missing networks', () => {
    expect(errorOf({ projectId: 'p' }).message).toBe(
      'Invalid createAppKit options: networks: expected a non-empty list of networks, got undefined',
    )
  })

  it('decodes defaultNetwork the same way', () => {
    expect(decodeOptions({ networks: [mainnet], defaultNetwork: mainnet }).options.defaultNetwork?.caipNetworkId).toBe('eip155:1')
  })
})

describe('decodeOptions: errors', () => {
  it('names every wrong field in one message', () => {
    const error = errorOf({ networks: [{ ...mainnet, name: 3 }], projectId: 7, themeMode: 'blue', debug: 'yes' })
    expect(error.message).toBe(
      'Invalid createAppKit options: networks.0.name: expected string, got 3; projectId: expected string, got 7; ' +
        'themeMode: expected one of light, dark, got "blue"; debug: expected boolean, got "yes"',
    )
  })

  it('refuses input that is not an object', () => {
    expect(errorOf(undefined).message).toBe('Invalid createAppKit options: expected an object, got undefined')
    expect(errorOf([]).message).toBe('Invalid createAppKit options: expected an object, got a list')
  })

  it('refuses a service URL that is not http(s)', () => {
    expect(errorOf({ networks: [mainnet], projectServiceUrl: 'javascript:alert(1)' }).message).toBe(
      'Invalid createAppKit options: projectServiceUrl: expected an http(s) URL, got "javascript:alert(1)"',
    )
    expect(decodeOptions({ networks: [mainnet], analyticsUrl: 'http://127.0.0.1:4100' }).options.analyticsUrl).toBe('http://127.0.0.1:4100')
  })

  it('checks metadata, wallet id lists, custom wallets and theme variables', () => {
    const error = errorOf({
      networks: [mainnet],
      metadata: { name: 'App', description: 'd', url: 'https://app.example', icons: 'x' },
      excludeWalletIds: [1],
      customWallets: [{ id: 'w' }],
      themeVariables: { '--w3m-accent': true },
    })
    expect(error.message).toBe(
      'Invalid createAppKit options: metadata.icons: expected a list of strings, got "x"; ' +
        'themeVariables.--w3m-accent: expected string or number, got true; excludeWalletIds.0: expected string, got 1; ' +
        'customWallets.0.name: expected string, got undefined',
    )
  })
})

describe('decodeOptions: siwx and siweConfig (SPEC §1)', () => {
  it('throws SPEC\'s text when both are set', () => {
    const error = errorOf({ networks: [mainnet], siwx: {}, siweConfig: {} })
    expect(error.message).toBe('Cannot set both `siweConfig` and `siwx` options')
  })

  it('keeps siwx as the very object the host passed', () => {
    const siwx = { getRequired: () => true }
    expect(decodeOptions({ networks: [mainnet], siwx }).options.siwx).toBe(siwx)
  })

  it('refuses a siwx that is not an object', () => {
    expect(errorOf({ networks: [mainnet], siweConfig: 'on' }).message).toBe(
      'Invalid createAppKit options: siweConfig: expected an object, got "on"',
    )
  })
})

describe('decodeOptions: adapters and plugins', () => {
  const evm = { kind: 'chain', id: 'evm', namespace: 'eip155', load: () => Promise.resolve({}) }
  const walletConnect = { kind: 'connector', id: 'walletconnect', namespaces: ['eip155', 'solana'], load: () => Promise.resolve({}) }
  const email = { id: 'email', feature: 'email', load: () => Promise.resolve({ setup: () => undefined }) }

  it('keeps adapters and plugins as the host passed them', () => {
    const { options } = decodeOptions({ networks: [mainnet], adapters: [evm, walletConnect], plugins: [email] })
    expect(options.adapters?.[0]).toBe(evm)
    expect(options.adapters?.[1]).toBe(walletConnect)
    expect(options.plugins?.[0]).toBe(email)
  })

  it('refuses an adapter whose load is not a function', () => {
    expect(errorOf({ networks: [mainnet], adapters: [{ ...evm, load: 'evm' }] }).message).toContain(
      "adapters.0: expected an adapter: { kind: 'chain', id, namespace, load } or { kind: 'connector', id, namespaces, load }",
    )
  })

  it('refuses a plugin without load, naming the field', () => {
    expect(errorOf({ networks: [mainnet], plugins: [{ id: 'email' }] }).message).toBe(
      'Invalid createAppKit options: plugins.0.load: expected a function, got undefined',
    )
  })

  it('refuses two plugins with the same id', () => {
    expect(errorOf({ networks: [mainnet], plugins: [email, { ...email }] }).message).toBe(
      'Invalid createAppKit options: plugins: two plugins have the id "email"',
    )
  })
})

describe('decodeOptions: features (SPEC §9)', () => {
  it('gives the defaults when the host sets none', () => {
    expect(decodeOptions({ networks: [mainnet] }).features).toEqual({
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
      pay: true,
    })
  })

  it('merges the host\'s flags and orders over the defaults', () => {
    const { features } = decodeOptions({
      networks: [mainnet],
      features: { email: false, socials: ['github'], legalCheckbox: true, connectMethodsOrder: ['wallet', 'social'], swaps: undefined },
    })
    expect(features).toMatchObject({ email: false, socials: ['github'], legalCheckbox: true, swaps: true, connectMethodsOrder: ['wallet', 'social'] })
  })

  it('accepts socials: false', () => {
    expect(decodeOptions({ networks: [mainnet], features: { socials: false } }).features.socials).toBe(false)
  })

  it('keeps AppKit feature keys Portico does not use out of the merged flags', () => {
    const { options, features } = decodeOptions({ networks: [mainnet], features: { history: true } })
    expect(features).not.toHaveProperty('history')
    expect(options.features).toEqual({ history: true })
  })

  it('refuses an unknown social provider and a wrong flag', () => {
    expect(errorOf({ networks: [mainnet], features: { socials: ['myspace'], swaps: 1 } }).message).toBe(
      'Invalid createAppKit options: features.socials: expected false or a list of SocialProvider, got ["myspace"]; ' +
        'features.swaps: expected boolean, got 1',
    )
  })

  it('refuses an unknown connect method', () => {
    expect(errorOf({ networks: [mainnet], features: { connectMethodsOrder: ['phone'] } }).message).toBe(
      'Invalid createAppKit options: features.connectMethodsOrder.0: expected ConnectMethod, got "phone"',
    )
  })

  it('does not share the defaults\' socials list with the result', () => {
    const first = decodeOptions({ networks: [mainnet] }).features
    if (first.socials) first.socials.push('google')
    expect(decodeOptions({ networks: [mainnet] }).features.socials).toHaveLength(7)
  })
})

describe('decodeOptions: other options', () => {
  it('keeps options Portico does not know', () => {
    const { options } = decodeOptions({ networks: [mainnet], someFutureOption: { on: true } })
    expect(options).toHaveProperty('someFutureOption', { on: true })
  })
})

// Every option AppKit 1.8 documents, in its documented shape.
const appKitOptions = {
  projectId: 'project-id',
  networks: [mainnet, solanaMainnet],
  defaultNetwork: mainnet,
  metadata: { name: 'App', description: 'An app', url: 'https://app.example', icons: ['https://app.example/icon.png'] },
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#000', '--w3m-z-index': 1000 },
  featuredWalletIds: ['a'],
  includeWalletIds: ['b'],
  excludeWalletIds: ['c'],
  allWallets: 'ONLY_MOBILE',
  customWallets: [{ id: 'w', name: 'W', homepage: 'https://w.example', app_store: 'https://apps.example/w', play_store: 'https://play.example/w' }],
  termsConditionsUrl: 'https://app.example/terms',
  privacyPolicyUrl: 'https://app.example/privacy',
  enableWallets: true,
  enableWalletConnect: true,
  enableInjected: false,
  enableEIP6963: true,
  enableCoinbase: true,
  coinbasePreference: 'eoaOnly',
  enableReconnect: false,
  enableWalletGuide: false,
  enableAuthLogger: true,
  enableNetworkSwitch: true,
  enableMobileFullScreen: true,
  enableEmbedded: false,
  experimental_preferUniversalLinks: true,
  debug: true,
  defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal' },
  chainImages: { 1: 'https://images.example/eth.png' },
  connectorImages: { 'io.metamask': 'https://images.example/metamask.png', walletConnect: 'https://images.example/wc.png' },
  customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.app.example', config: { retryCount: 1 } }] },
  universalProviderConfigOverride: { methods: { eip155: ['personal_sign'] }, rpcMap: { 'eip155:1': 'https://rpc.app.example' }, defaultChain: 'eip155:1' },
  universalProvider: { on: () => undefined },
  tokens: { 'eip155:1': { address: '0xdac17f958d2ee523a2206206994597c13d831ec7', image: 'https://images.example/usdt.png' } },
  siwx: { getRequired: () => false },
  allowUnsupportedChain: true,
  showWallets: true,
  manualWCControl: true,
  basic: false,
  disableAppend: true,
  features: {
    swaps: false,
    onramp: false,
    email: true,
    socials: ['google'],
    emailShowWallets: false,
    analytics: false,
    allWallets: true,
    legalCheckbox: true,
    smartSessions: true,
    receive: true,
    send: true,
    history: false,
    pay: true,
    collapseWallets: true,
    connectMethodsOrder: ['social', 'email', 'wallet'],
    walletFeaturesOrder: ['send', 'receive'],
    connectorTypeOrder: ['injected', 'walletConnect'],
    experimental_preferUniversalLinks: true,
    reownAuthentication: true,
    headless: true,
  },
}

describe("decodeOptions: AppKit 1.8's options", () => {
  it('decodes every documented option at once, keeping each value', () => {
    const { options } = decodeOptions(appKitOptions)
    const { networks: _networks, defaultNetwork: _default, ...rest } = appKitOptions
    expect(options).toMatchObject(rest)
    expect(options.siwx).toBe(appKitOptions.siwx)
    expect(options.universalProvider).toBe(appKitOptions.universalProvider)
  })

  it.each(Object.keys(appKitOptions).filter((key) => !['networks', 'projectId'].includes(key)))('refuses a wrong-typed %s, naming it', (key) => {
    const error = errorOf({ networks: [mainnet], [key]: Symbol('wrong') })
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.message).toMatch(new RegExp(`^Invalid createAppKit options: ${key}: expected `))
  })

  it('refuses a wrong value inside an option, naming its path', () => {
    expect(errorOf({ networks: [mainnet], allWallets: 'NEVER' }).message).toBe(
      'Invalid createAppKit options: allWallets: expected one of SHOW, HIDE, ONLY_MOBILE, got "NEVER"',
    )
    expect(errorOf({ networks: [mainnet], customRpcUrls: { 'eip155:1': 'https://rpc.example' } }).message).toBe(
      'Invalid createAppKit options: customRpcUrls.eip155:1: expected a list of RPC urls { url, config? }, got "https://rpc.example"',
    )
    expect(errorOf({ networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: 'ftp://rpc.example' }] } }).message).toBe(
      'Invalid createAppKit options: customRpcUrls.eip155:1.0.url: expected an http(s) URL, got "ftp://rpc.example"',
    )
    expect(errorOf({ networks: [mainnet], defaultAccountTypes: { eip155: 'payment' } }).message).toBe(
      'Invalid createAppKit options: defaultAccountTypes.eip155: expected one of eoa, smartAccount, got "payment"',
    )
    expect(errorOf({ networks: [mainnet], features: { history: 'yes', pay: 1 } }).message).toBe(
      'Invalid createAppKit options: features.pay: expected boolean, got 1; features.history: expected boolean, got "yes"',
    )
  })

  it("maps AppKit's features.history onto activity; an explicit activity wins", () => {
    expect(decodeOptions({ networks: [mainnet], features: { history: false } }).features.activity).toBe(false)
    expect(decodeOptions({ networks: [mainnet], features: { history: false, activity: true } }).features.activity).toBe(true)
    expect(decodeOptions({ networks: [mainnet], features: { pay: false, headless: true } }).features).toMatchObject({ pay: false })
    expect(decodeOptions({ networks: [mainnet], features: { pay: false, headless: true } }).features).not.toHaveProperty('headless')
  })

  it('applies chainImages and customRpcUrls to the networks and the default network', () => {
    const { options } = decodeOptions({
      networks: [mainnet, solanaMainnet],
      defaultNetwork: mainnet,
      chainImages: { 1: 'https://images.example/eth.png', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://images.example/sol.png' },
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.app.example' }] },
    })
    expect(options.networks[0]).toMatchObject({ assets: { imageUrl: 'https://images.example/eth.png' }, rpcUrls: { default: { http: ['https://rpc.app.example', 'https://eth.merkle.io'] } } })
    expect(options.networks[1]).toMatchObject({ assets: { imageUrl: 'https://images.example/sol.png' }, rpcUrls: solanaMainnet.rpcUrls })
    expect(options.defaultNetwork).toEqual(options.networks[0])
  })
})
