import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { evm } from '@portico/adapter-evm'
import { createPublicClient, http } from 'viem'
import type { Address } from 'viem'
import { when } from 'mobx'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Service } from '../../../service/src/Service.ts'
import { startService } from '../../../service/src/startService.ts'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { deployNameResolver } from '../../../tests/harness/deployNameResolver.ts'
import { nameGateway, nameGatewayUrl } from '../../../tests/harness/nameGateway.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { namesPlugin } from './namesPlugin.ts'
import type { NamesStore } from './NamesStore.ts'

const chain = await startAnvil({ chainId: 31337 })
const service: Service = await startService({
  port: 0,
  onIndexerError: () => undefined,
  config: {
    database: { memory: true },
    projects: [{ id: 'names-test', config: { features: [] }, allowedOrigins: [] }],
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl }],
    names: { parent: nameGateway.parent, gatewayKey: nameGateway.key },
  },
})
afterAll(async () => {
  await service.stop()
  await chain.stop()
})
const resolver = await deployNameResolver(chain.rpcUrl, nameGatewayUrl(service.url))
const network = { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } }, testnet: false }

let wallet: TestWallet
let appKit: AppKit
let names: NamesStore

function newKit(): AppKit {
  return createAppKit({
    projectId: 'names-test',
    projectServiceUrl: service.url,
    networks: [network],
    adapters: [
      evm({
        connectors: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet.provider }],
        discover: false,
        ensResolvers: { 'eip155:31337': resolver },
        nameParents: { 'eip155:31337': 'portico' },
      }),
    ],
    plugins: [namesPlugin()],
  })
}

async function typed(text: string): Promise<void> {
  names.setInput(text)
  await when(() => names.check !== 'checking')
}

beforeEach(async () => {
  wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
  appKit = newKit()
  await appKit.ready
  await appKit.store.adapters.connect('test-wallet')
  names = appKit.store.plugins.get('names')!
  names.checkDelay = 20
  appKit.store.router.reset('Account')
  appKit.store.router.push('RegisterAccountName')
})

afterEach(() => {
  appKit.destroy()
})

describe('the names store against a real service and the local resolver', () => {
  it('refuses ab and a_b! with SPEC §5 rule at once, and asks the service nothing for them but suggestions', async () => {
    names.setInput('ab')
    expect(names.check).toBe('invalid')
    names.setInput('a_b!')
    expect(names.check).toBe('invalid')
    await when(() => names.suggestions.length > 0)
    expect(names.suggestions.map((suggestion) => suggestion.label)).toEqual(['a-b-1', 'a-b-2', 'a-b-3'])
    expect(names.canRegister).toBe(false)
  })

  it('checks availability once typing pauses, dropping the answers of what was typed before', async () => {
    names.setInput('grac')
    names.setInput('grace-1')
    expect(names.check).toBe('checking')
    await when(() => names.check !== 'checking')
    expect(names.check).toBe('available')
    expect(names.checkedName).toBe('grace-1.portico')
    expect(names.canRegister).toBe(true)
  })

  it('registers a name signed by the account: the name is the account\'s (caches, kernel), resolvable by viem, then taken for others', async () => {
    const address = appKit.store.connections.activeAddress as Address
    await typed('ada-42')
    await names.register()
    expect(names.registered).toEqual({ label: 'ada-42', name: 'ada-42.portico', address })
    expect(appKit.store.router.view).toBe('RegisterAccountNameSuccess')
    expect(appKit.store.connections.activeAccountName).toBe('ada-42.portico')
    const { storage } = appKit.store
    expect(storage.get('identityCache')?.[`eip155:31337:${address.toLowerCase()}`]?.identity.name).toBe('ada-42.portico')
    expect(storage.get('ensCache')?.['eip155:31337:ada-42']?.address).toBe(address)
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await reader.getEnsAddress({ name: 'ada-42.portico', universalResolverAddress: resolver })).toBe(address)
    expect(await reader.getEnsName({ address, universalResolverAddress: resolver })).toBe('ada-42.portico')

    // Another account, on a fresh instance: taken.
    appKit.destroy()
    wallet = createTestWallet({ chains: { 31337: chain.rpcUrl }, accountIndex: 5 })
    appKit = newKit()
    await appKit.ready
    await appKit.store.adapters.connect('test-wallet')
    names = appKit.store.plugins.get('names')!
    names.checkDelay = 0
    await typed('ada-42')
    expect(names.check).toBe('taken')
    expect(names.canRegister).toBe(false)
  })

  it('shows the account\'s name looked up through the resolver when it connects, cached 5 min in identityCache', async () => {
    const address = appKit.store.connections.activeAddress as Address
    await typed('zoe-9')
    await names.register()
    appKit.destroy()
    appKit = newKit()
    await appKit.ready
    await appKit.store.adapters.connect('test-wallet')
    await when(() => appKit.store.connections.activeAccountName !== undefined)
    expect(appKit.store.connections.activeAccountName).toBe('zoe-9.portico')
    expect(appKit.store.storage.get('identityCache')?.[`eip155:31337:${address.toLowerCase()}`]?.identity.name).toBe('zoe-9.portico')
  })

  it('is not offered to a wallet other than the embedded one', () => {
    expect(names.offered).toBe(false)
  })
})
