import { createServer } from 'node:net'
import * as t from 'io-ts'
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AllowedOrigins } from '../../kernel/src/config/AllowedOrigins.ts'
import { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'
import { isOriginAllowed } from '../../kernel/src/config/isOriginAllowed.ts'
import { loadProjectConfig } from '../../kernel/src/actions/loadProjectConfig.ts'
import { decode } from '../../kernel/src/decode.ts'
import { TokenBalance } from '../../kernel/src/model/TokenBalance.ts'
import { HttpClient } from '../../kernel/src/services/HttpClient.ts'
import { ProjectWalletRegistry } from '../../kernel/src/store/ProjectWalletRegistry.ts'
import { createTestRoot } from '../../kernel/src/store/testing/createTestRoot.ts'
import { anvilAccounts } from './anvilAccounts.ts'
import { porticoToken } from './porticoToken.ts'
import { startHarness } from './startHarness.ts'
import type { Harness } from './startHarness.ts'

const BalancesAnswer = t.type({ balances: t.array(TokenBalance) })

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
}, 60_000)

afterAll(() => harness?.stop())

function client(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
}

function projectClient(projectId = 'portico-demo'): HttpClient {
  return new HttpClient({ baseUrl: harness.projectServiceUrl, clientId: projectId })
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${harness.projectServiceUrl}${path}`)
  return { status: response.status, body: await response.json() }
}

describe.sequential('startHarness', () => {
  it('runs two anvil chains on loopback that answer with their chain ids', async () => {
    expect(harness.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of harness.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await client(chain.rpcUrl).getChainId()).toBe(chain.chainId)
    }
  })

  it('deploys PTT on both chains at the same address, 1 000 000 PTT to each of anvil\'s ten accounts', async () => {
    const [first, second] = harness.chains
    expect(first!.tokenAddress).toBe(second!.tokenAddress)
    for (const chain of harness.chains) {
      const chainClient = client(chain.rpcUrl)
      const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
        chainClient.readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName })
      expect(await read('name')).toBe('Portico Test Token')
      expect(await read('symbol')).toBe('PTT')
      expect(await read('decimals')).toBe(18)
      expect(await read('totalSupply')).toBe(porticoToken.amountPerHolder * 10n)
      for (const account of anvilAccounts()) {
        const balance = await chainClient.readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
        // Account 9 put 250 000 PTT into the exchange's pools.
        expect(balance).toBe(account === anvilAccounts()[9] ? parseUnits('750000', 18) : parseUnits('1000000', 18))
      }
    }
  })

  it('deploys the exchange and PUSD at the same addresses on both chains, after the rest, and the service quotes swaps on it', async () => {
    const [first, second] = harness.chains
    expect(second!.exchange).toMatchObject({ router: first!.exchange.router, factory: first!.exchange.factory, weth: first!.exchange.weth, dollar: first!.exchange.dollar })
    // Account 0 deployed only what it did before the exchange: PTT, the resolver, two collections.
    expect(first!.tokenAddress).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(first!.nameResolverAddress).toBe('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
    expect(await client(first!.rpcUrl).getTransactionCount({ address: anvilAccounts()[0]!.address })).toBe(4)
    expect(await getJson('/swap/chains')).toEqual({ status: 200, body: { chains: ['eip155:31337', 'eip155:31338'] } })
    const tokens = (await getJson('/swap/tokens?chainId=eip155:31338')).body as { suggested: { symbol: string; price?: number }[] }
    expect(tokens.suggested.map((token) => [token.symbol, token.price])).toEqual([['ETH', 3000], ['PTT', 2], ['PUSD', 1]])
    const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
    const quote = await getJson(`/swap/quote?chainId=eip155:31337&from=${native}&to=${first!.exchange.dollar}&amount=1000000000000000000&account=${anvilAccounts()[0]!.address}`)
    expect(quote).toMatchObject({ status: 200, body: { route: [first!.exchange.weth, first!.tokenAddress, first!.exchange.dollar] } })
  })

  it('serves the project config and origins in the shape of the kernel codecs, 403 for another project', async () => {
    const http = projectClient()
    const config = await http.get('/projects/portico-demo/config', { codec: ProjectConfig })
    expect(config.features.map((feature) => feature.id).sort()).toEqual(['activity', 'onramp', 'reown_branding', 'social_login', 'swap'])
    const origins = await http.get('/projects/portico-demo/origins', { codec: AllowedOrigins })
    expect(isOriginAllowed('http://127.0.0.1:5173', origins.allowedOrigins)).toBe(true)
    expect(isOriginAllowed('https://elsewhere.example', origins.allowedOrigins)).toBe(false)
    await expect(projectClient('unknown').get('/projects/unknown/config', { codec: ProjectConfig })).rejects.toThrow('HTTP status code: 403')
    await expect(projectClient('unknown').get('/projects/unknown/origins', { codec: AllowedOrigins })).rejects.toThrow('HTTP status code: 403')
  })

  it('satisfies the kernel\'s loadProjectConfig: remote flags applied, alerts for an unknown project or an origin not allowed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const root = createTestRoot({ projectId: 'portico-demo' })
    await loadProjectConfig(root, projectClient(), { origin: 'http://127.0.0.1:5173' })
    expect(root.config.remoteStatus).toBe('loaded')
    expect(root.config.features).toMatchObject({ email: false, socials: false, swaps: true, onramp: true, activity: true, reownBranding: false })
    expect(root.alerts.alerts).toEqual([])

    const unknown = createTestRoot({ projectId: 'unknown' })
    await loadProjectConfig(unknown, projectClient('unknown'), { origin: 'http://127.0.0.1:5173' })
    expect(unknown.alerts.alerts.map((alert) => alert.id)).toEqual(['invalid-app-configuration'])

    harness.projectService.setAllowedOrigins(['https://app.example'])
    try {
      const refused = createTestRoot({ projectId: 'portico-demo' })
      await loadProjectConfig(refused, projectClient(), { origin: 'http://127.0.0.1:5173' })
      expect(refused.alerts.alerts.map((alert) => alert.id)).toEqual(['invalid-app-configuration'])
      expect(refused.alerts.alerts[0]?.values?.origin).toBe('http://127.0.0.1:5173')
      expect(logged).toHaveBeenCalledTimes(2)
    } finally {
      harness.projectService.setAllowedOrigins(['http://127.0.0.1', 'http://localhost'])
      logged.mockRestore()
    }
  })

  it('pages the registry of 320 wallets by 40 through the kernel\'s ProjectWalletRegistry', async () => {
    const registry = new ProjectWalletRegistry(projectClient())
    const ids = new Set<string>()
    for (let page = 1; page <= 8; page += 1) {
      const result = await registry.fetchPage({ page, entries: 40 })
      expect(result.count).toBe(320)
      expect(result.data).toHaveLength(40)
      for (const wallet of result.data) ids.add(wallet.id)
    }
    expect(ids.size).toBe(320)
    expect((await registry.fetchPage({ page: 9, entries: 40 })).data).toEqual([])
    const first = await registry.fetchPage({ page: 1, entries: 40 })
    expect(first.data[0]).toMatchObject({ id: 'aurora-wallet', name: 'Aurora Wallet', rdns: 'example.aurora-wallet' })
  })

  it('searches names case-insensitively and filters by include and exclude', async () => {
    const registry = new ProjectWalletRegistry(projectClient())
    const rain = await registry.search({ query: 'RAIN', entries: 100 })
    expect(rain.count).toBe(16)
    expect(rain.data.every((wallet) => wallet.name.startsWith('Rain '))).toBe(true)
    const vaults = await registry.search({ query: 'vault', entries: 100, exclude: ['rain-vault'] })
    expect(vaults.count).toBe(19)
    expect(vaults.data.map((wallet) => wallet.id)).not.toContain('rain-vault')
    const chosen = await registry.fetchPage({ page: 1, entries: 40, include: ['ember-keys', 'tidal-box', 'no-such-wallet'] })
    expect(chosen.data.map((wallet) => wallet.id).sort()).toEqual(['ember-keys', 'tidal-box'])
    expect(await registry.search({ query: 'zzz', entries: 100 })).toEqual({ count: 0, data: [] })
    expect((await getJson('/wallets?page=0')).status).toBe(400)
  })

  it('lists links and local images for each wallet and serves the images as SVG', async () => {
    const { body } = await getJson('/wallets?page=2&entries=40')
    const wallet = (body as { data: Record<string, string>[] }).data[0]!
    expect(Object.keys(wallet).sort()).toEqual(['desktop_link', 'homepage', 'id', 'image_url', 'mobile_link', 'name', 'rdns'])
    expect(wallet.homepage).toMatch(/^https:\/\/[a-z-]+\.example$/)
    expect(wallet.image_url).toBe(`${harness.projectServiceUrl}/images/wallets/${wallet.id}.svg`)
    const image = await fetch(wallet.image_url!)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg /)
    expect((await fetch(`${harness.projectServiceUrl}/images/wallets/no-such-wallet.svg`)).status).toBe(404)
  })

  it('answers with CORS headers for loopback origins only', async () => {
    const from = (origin: string, method = 'GET') => fetch(`${harness.projectServiceUrl}/wallets`, { method, headers: { origin } })
    expect((await from('http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect((await from('http://localhost:40123')).headers.get('access-control-allow-origin')).toBe('http://localhost:40123')
    expect((await from('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await from('http://127.0.0.1:5173', 'OPTIONS')
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
  })

  it('answers balances read from the chain as kernel TokenBalances, and follows a transfer', async () => {
    const [first, second] = harness.chains
    const [, sender, receiver] = anvilAccounts()
    const balancesOf = async (owner: Address, chainId: number) => {
      const { status, body } = await getJson(`/balances/${owner}?chainId=eip155:${chainId}`)
      expect(status).toBe(200)
      const decoded = decode(BalancesAnswer, body)
      if (!decoded.ok) throw new Error(decoded.error)
      return decoded.value.balances
    }
    const native = await client(first!.rpcUrl).getBalance({ address: receiver!.address })
    expect(await balancesOf(receiver!.address, 31337)).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: 3000 * Number(formatUnits(native, 18)), quantity: { decimals: '18', numeric: formatUnits(native, 18) } }),
      expect.objectContaining({ symbol: 'PTT', address: first!.tokenAddress, price: 2, value: 2_000_000, quantity: { decimals: '18', numeric: '1000000' } }),
      expect.objectContaining({ symbol: 'PUSD', address: first!.exchange.dollar, price: 1, value: 1_000_000, quantity: { decimals: '6', numeric: '1000000' } }),
    ])

    const wallet = createWalletClient({ account: sender!, transport: http(second!.rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: second!.tokenAddress,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver!.address, parseUnits('2.5', 18)],
    })
    await client(second!.rpcUrl).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const onSecond = await balancesOf(receiver!.address, 31338)
    expect(onSecond.find((balance) => balance.symbol === 'PTT')?.quantity.numeric).toBe('1000002.5')
    const onFirst = await balancesOf(receiver!.address, 31337)
    expect(onFirst.find((balance) => balance.symbol === 'PTT')?.quantity.numeric).toBe('1000000')

    expect((await getJson(`/balances/not-an-address?chainId=eip155:31337`)).status).toBe(400)
    expect((await getJson(`/balances/${receiver!.address}?chainId=eip155:1`)).status).toBe(400)
  })

  it('offers the exchange stand-in through the project service, for ETH and PTT on both chains, paying from anvil account 6', async () => {
    for (const chain of harness.chains) {
      const listed = await getJson(`/pay/exchanges?network=eip155:${chain.chainId}&asset=${chain.tokenAddress}`)
      expect(listed.body).toMatchObject({ exchanges: [{ id: 'cove', name: 'Cove Exchange (stand-in)' }], total: 1 })
      expect((await getJson(`/pay/exchanges?network=eip155:${chain.chainId}&asset=native`)).body).toMatchObject({ total: 1 })
    }
    const query = new URLSearchParams({ network: 'eip155:31337', asset: 'native', amount: '1', recipient: anvilAccounts()[2]!.address })
    const opened = await getJson(`/pay/exchanges/cove/url?${query}`)
    expect(opened).toMatchObject({ status: 200, body: { url: expect.stringMatching(new RegExp(`^${harness.exchanges.standIn.url}/v1/withdraw/`)) } })
  })

  it('stops everything, once, and leaves the ports free', async () => {
    const ports = [...harness.chains.map((chain) => Number(new URL(chain.rpcUrl).port)), harness.projectService.port, Number(new URL(harness.exchanges.standIn.url).port)]
    const first = harness.stop()
    expect(harness.stop()).toBe(first)
    await first
    for (const port of ports) expect(await portIsFree(port)).toBe(true)
    await expect(client(harness.chains[0]!.rpcUrl).getChainId()).rejects.toThrow()
  })
})
