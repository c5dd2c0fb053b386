import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, formatUnits, http } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../tests/harness/anvilAccounts.ts'
import { deployToken } from '../../tests/harness/deployToken.ts'
import { freePort } from '../../tests/harness/freePort.ts'
import type { Service } from './Service.ts'
import { startService } from './startService.ts'

const projectConfig = { features: [{ id: 'swap', isEnabled: false, config: null }] }
const quiet = () => undefined

describe('startService on PGlite in memory against anvil', () => {
  let anvil: AnvilChain
  let token: Address
  let service: Service
  const holder = anvilAccounts()[3]!.address

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    token = await deployToken(anvil.rpcUrl)
    // A chain nothing answers on: its reads fail.
    const downRpcUrl = `http://127.0.0.1:${await freePort()}`
    service = await startService({
      port: 0,
      onIndexerError: quiet,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: projectConfig, allowedOrigins: ['https://app.example', 'http://localhost'] }],
        chains: [
          { chainId: 31337, rpcUrl: anvil.rpcUrl },
          { chainId: 5, rpcUrl: downRpcUrl },
        ],
        tokens: [{ chainId: 31337, address: token }],
        // PTT has no price here.
        prices: { fixed: { ETH: 3000 } },
        registry: { sample: 30 },
      },
    })
  }, 60_000)

  afterAll(async () => {
    await service?.stop()
    await anvil?.stop()
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${service.url}${path}`, { headers })
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
  }

  it('answers the project config and origins, 403 for an unknown project, and follows setConfig and setAllowedOrigins', async () => {
    expect(await get('/projects/demo/config')).toMatchObject({ status: 200, body: projectConfig })
    expect(await get('/projects/demo/origins')).toMatchObject({ status: 200, body: { allowedOrigins: ['https://app.example', 'http://localhost'] } })
    expect(await get('/projects/other/config')).toMatchObject({ status: 403, body: { error: 'Invalid project id: other' } })
    expect((await get('/projects/other/origins')).status).toBe(403)

    const changed = { features: [{ id: 'activity', isEnabled: true, config: null }] }
    await service.setConfig('demo', changed)
    expect((await get('/projects/demo/config')).body).toEqual(changed)
    await expect(service.setConfig('demo', { features: 'none' })).rejects.toThrow('features: expected a list of features, got "none"')
    await expect(service.setConfig('other', changed)).rejects.toThrow('Unknown project: other')
    await service.setConfig('demo', projectConfig)
  })

  it('answers CORS to the origins a project allows (loopback on any port), and the project routes to any origin', async () => {
    const allowed = await get('/wallets', { origin: 'https://app.example' })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect((await get('/wallets', { origin: 'http://localhost:5173' })).headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const refused = await get('/wallets', { origin: 'https://elsewhere.example' })
    expect(refused.status).toBe(200)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    // A page reads its project's origins to learn that it is refused.
    expect((await get('/projects/demo/origins', { origin: 'https://elsewhere.example' })).headers.get('access-control-allow-origin')).toBe('https://elsewhere.example')
    const preflight = await fetch(`${service.url}/balances/${holder}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-sdk-version' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-sdk-version')

    await service.setAllowedOrigins('demo', ['https://other.example'])
    expect((await get('/wallets', { origin: 'https://app.example' })).headers.get('access-control-allow-origin')).toBeNull()
    await service.setAllowedOrigins('demo', ['https://app.example', 'http://localhost'])
  })

  it('serves the sample registry and its images', async () => {
    const page = await get('/wallets?page=2&entries=20&search=')
    expect(page.body.count).toBe(30)
    expect(page.body.data).toHaveLength(10)
    const rain = await get('/wallets?search=rain')
    expect(rain.body).toEqual({ count: 1, data: [expect.objectContaining({ id: 'rain-vault', image_url: `${service.url}/images/wallets/rain-vault.svg` })] })
    expect((await get('/wallets?include=rain-vault,tidal-keys&exclude=rain-vault')).body.count).toBe(1)
    expect((await get('/wallets?entries=201')).status).toBe(400)
    const image = await fetch(`${service.url}/images/wallets/rain-vault.svg`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('>RV</text>')
    expect((await fetch(`${service.url}/images/wallets/no-such-wallet.svg`)).status).toBe(404)
    expect(await (await fetch(`${service.url}/images/tokens/ptt.svg`)).text()).toContain('>PT</text>')
  })

  it('lists the chains its blockchain API serves, as CAIP-2 ids', async () => {
    expect(await get('/chains')).toMatchObject({ status: 200, body: { chains: ['eip155:31337', 'eip155:5'] } })
  })

  it('answers balances read from the chain, priced when the price is known', async () => {
    const { status, body } = await get(`/balances/${holder}?chainId=eip155:31337`)
    expect(status).toBe(200)
    const native = await createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address: holder })
    const numeric = formatUnits(native, 18)
    expect(body.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric },
        price: 3000,
        value: 3000 * Number(numeric),
        iconUrl: `${service.url}/images/tokens/eth.svg`,
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTT',
        chainId: 'eip155:31337',
        address: token,
        quantity: { decimals: '18', numeric: '1000000' },
        iconUrl: `${service.url}/images/tokens/ptt.svg`,
      },
    ])
  })

  it('refuses a bad address or an unknown chain with 400, and answers 502 when the chain cannot be read', async () => {
    expect(await get('/balances/0x1234?chainId=eip155:31337')).toMatchObject({ status: 400, body: { error: 'Not an address: 0x1234' } })
    const unknown = await get(`/balances/${holder}?chainId=eip155:1`)
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toContain('eip155:31337, eip155:5')
    const down = await get(`/balances/${holder}?chainId=eip155:5`)
    expect(down.status).toBe(502)
    expect(down.body.error).toMatch(/^The chain eip155:5 could not be read/)
    expect(await get('/nothing/here')).toMatchObject({ status: 404, body: { error: 'Not found' } })
  })
})

describe('startService configuration', () => {
  it('refuses a bad config, naming each bad field by its path', async () => {
    const error = await startService({
      port: 0,
      config: {
        database: { memory: true },
        projects: [{ id: 7, config: { features: [] }, allowedOrigins: 'http://localhost' }],
        chains: [{ chainId: '31337', rpcUrl: 'http://127.0.0.1:1' }],
        registry: { samples: 3 },
      },
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    const message = (error as Error).message
    expect(message).toContain('The service config is not valid:')
    expect(message).toContain('projects.0.id: expected string, got 7')
    expect(message).toContain('projects.0.allowedOrigins: expected a list of origins, got "http://localhost"')
    expect(message).toContain('chains.0.chainId: expected number, got "31337"')
    expect(message).toContain('registry: expected a wallet registry { file } or { sample }, got {"samples":3}')
    await expect(startService({ config: { projects: [] } })).rejects.toThrow('chains: expected a list of chains, got nothing')
    await expect(startService({ config: { projects: [], chain: [] } })).rejects.toThrow('chain: not a field of the config')
  })

  it('keeps what setConfig stored over a restart on the same data directory, until the config file changes the project', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'portico-service-'))
    const config = (allowedOrigins: string[]) => ({
      database: { dataDir: 'data' },
      projects: [{ id: 'demo', config: projectConfig, allowedOrigins }],
      chains: [],
      registry: { file: 'wallets.json' },
    })
    const wallets = [
      { id: 'first', name: 'First Wallet', image_url: 'https://first.example/icon.png' },
      { id: 'second', name: 'Second Wallet', mobile_link: null },
    ]
    writeFileSync(join(directory, 'wallets.json'), JSON.stringify(wallets))
    try {
      const changed = { features: [{ id: 'onramp', isEnabled: true, config: { providers: ['meld'] } }] }
      const first = await startService({ config: config(['http://localhost']), configDirectory: directory, port: 0 })
      await first.setConfig('demo', changed)
      await first.stop()

      const second = await startService({ config: config(['http://localhost']), configDirectory: directory, port: 0 })
      try {
        expect(await (await fetch(`${second.url}/projects/demo/config`)).json()).toEqual(changed)
        expect(await (await fetch(`${second.url}/wallets?search=wallet`)).json()).toEqual({ count: 2, data: wallets })
      } finally {
        await second.stop()
      }

      writeFileSync(join(directory, 'wallets.json'), JSON.stringify([{ id: 'third' }]))
      await expect(startService({ config: config(['http://localhost']), configDirectory: directory, port: 0 })).rejects.toThrow(
        'wallets.json is not valid:\n  - 0.name: expected string, got nothing',
      )
      writeFileSync(join(directory, 'wallets.json'), JSON.stringify(wallets))

      // The file's entry changed: it wins.
      const third = await startService({ config: config(['https://app.example']), configDirectory: directory, port: 0 })
      try {
        expect(await (await fetch(`${third.url}/projects/demo/config`)).json()).toEqual(projectConfig)
        expect(await (await fetch(`${third.url}/projects/demo/origins`)).json()).toEqual({ allowedOrigins: ['https://app.example'] })
      } finally {
        await third.stop()
      }
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
    // Three starts of PGlite on disk: seconds each on a loaded machine.
  }, 60_000)
})
