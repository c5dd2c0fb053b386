import { afterEach, describe, expect, it, vi } from 'vitest'
import { noEffectOptions } from './noEffectOptions.ts'
import { warnNoEffectOptions } from './warnNoEffectOptions.ts'

function run(options: object, development = true, warned = new Set<string>()) {
  const warn = vi.fn<(message: string) => void>()
  const paths = warnNoEffectOptions(options, { development, warn, warned })
  return { paths, messages: warn.mock.calls.map(([message]) => message) }
}

describe('warnNoEffectOptions', () => {
  it('warns in development about an option that has no effect yet, naming it and why', () => {
    const { paths, messages } = run({ termsConditionsUrl: 'https://example.com/terms' })
    expect(paths).toEqual(['termsConditionsUrl'])
    expect(messages).toEqual(['The createAppKit option `termsConditionsUrl` has no effect yet: the Connect view shows no legal links yet.'])
  })

  it('warns once per option, however many instances are made', () => {
    const warned = new Set<string>()
    expect(run({ termsConditionsUrl: 'https://example.com/terms', features: { collapseWallets: true } }, true, warned).paths).toEqual(['termsConditionsUrl', 'features.collapseWallets'])
    expect(run({ termsConditionsUrl: 'https://example.com/terms', features: { collapseWallets: true } }, true, warned).messages).toEqual([])
    expect(run({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' }, true, warned).paths).toEqual(['privacyPolicyUrl'])
  })

  it('says nothing in production', () => {
    expect(run({ termsConditionsUrl: 'https://example.com/terms', features: { collapseWallets: true } }, false).messages).toEqual([])
  })

  it('says nothing about implemented options', () => {
    const implemented = {
      networks: [{ id: 1 }],
      projectId: 'p',
      enableNetworkSwitch: false,
      allowUnsupportedChain: true,
      enableWallets: false,
      enableWalletConnect: false,
      enableInjected: false,
      enableEIP6963: false,
      allWallets: 'HIDE',
      chainImages: { 1: 'https://images.example/eth.png' },
      connectorImages: { injected: 'https://images.example/injected.png' },
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example' }] },
      debug: true,
      features: { email: false, socials: false, swaps: false, history: false, pay: true, connectMethodsOrder: ['wallet'] },
    }
    expect(run(implemented).messages).toEqual([])
  })

  it('says nothing about a value that asks for what Portico does anyway', () => {
    const defaults = {
      enableReconnect: true,
      enableWalletGuide: false,
      enableAuthLogger: false,
      enableMobileFullScreen: false,
      enableCoinbase: false,
      coinbasePreference: 'all',
      showWallets: true,
      features: { legalCheckbox: false, emailShowWallets: true, collapseWallets: false, pay: false, smartSessions: false, headless: false },
    }
    expect(run(defaults).messages).toEqual([])
  })

  it('says in development, once, that with features.headless open() does nothing; nothing in production', () => {
    const warned = new Set<string>()
    expect(run({ features: { headless: true } }, true, warned)).toEqual({
      paths: ['features.headless'],
      messages: ['With `features.headless` the modal never loads and open() does nothing: build the wallet list with useAppKitWallets or getWalletList.'],
    })
    expect(run({ features: { headless: true } }, true, warned).messages).toEqual([])
    expect(run({ features: { headless: true } }, false).messages).toEqual([])
  })

  it('warns about customRpcUrls only for the transport config it does not apply', () => {
    expect(run({ customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example' }] } }).paths).toEqual([])
    expect(run({ customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example', config: { retryCount: 1 } }] } }).paths).toEqual(['customRpcUrls'])
  })

  it('has one entry per option path, each with a reason', () => {
    const paths = noEffectOptions.map((option) => option.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const option of noEffectOptions) expect(option.reason.length, option.path).toBeGreaterThan(10)
  })
})

describe('warnNoEffectOptions by default', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('reads the build mode: nothing in production, once per option in development', () => {
    const warn = vi.fn<(message: string) => void>()
    vi.stubEnv('NODE_ENV', 'production')
    expect(warnNoEffectOptions({ basic: true }, { warn })).toEqual([])
    vi.stubEnv('NODE_ENV', 'development')
    expect(warnNoEffectOptions({ basic: true }, { warn })).toEqual(['basic'])
    expect(warnNoEffectOptions({ basic: true }, { warn })).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('createAppKit options with no effect yet (SPEC §9 log level)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are warned about through the instance\'s logger: silent at the default level (error), on the console at warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { createAppKit } = await import('../createAppKit.ts')
    const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
    const quiet = createAppKit({ networks, manualWCControl: true })
    const told = createAppKit({ networks, logLevel: 'warn', showWallets: false })
    try {
      // Both warnings run in creation order once the warning code has loaded: the second one's arrival means the first had its turn.
      await expect.poll(() => warn.mock.calls.map(([message]) => String(message))).toContainEqual(expect.stringContaining('`showWallets` has no effect yet'))
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringMatching(/^\[Portico\] The createAppKit option `showWallets` has no effect yet/)])
    } finally {
      quiet.destroy()
      told.destroy()
    }
  })
})
