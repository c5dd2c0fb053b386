import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { Socket } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import type { AdapterContext, Pairing } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import { getAddress, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { startRelay } from '../../../tests/harness/walletconnect/startRelay.ts'
import type { Relay } from '../../../tests/harness/walletconnect/startRelay.ts'
import { startTestWalletKit } from '../../../tests/harness/walletconnect/startTestWalletKit.ts'
import type { TestWalletKit } from '../../../tests/harness/walletconnect/TestWalletKit.ts'
import { evm } from '../../evm/src/evm.ts'
import type { EvmAdapter } from '../../evm/src/EvmAdapter.ts'
import { anvilNetwork } from '../../evm/src/testing/anvilNetwork.ts'
import { recordingContext } from '../../evm/src/testing/recordingContext.ts'
import type { RecordingContext } from '../../evm/src/testing/recordingContext.ts'
import { solanaLocalnet } from '../../solana/src/networks/solanaLocalnet.ts'
import { solana } from '../../solana/src/solana.ts'
import type { KeyValueStorage } from './KeyValueStorage.ts'
import { walletConnect } from './walletConnect.ts'
import type { WalletConnectAdapter } from './WalletConnectAdapter.ts'
import type { WalletConnectOptions } from './WalletConnectOptions.ts'

const projectId = 'portico-test'
const loopback = /^(127\.0\.0\.1|::ffff:127\.0\.0\.1|localhost)$/

/** Every host a TCP socket of this process looked up or connected to, and every url fetched. */
const outgoing = { hosts: [] as string[], fetched: [] as string[] }
const originalFetch = globalThis.fetch
function onClientSocket(message: unknown): void {
  const { socket } = message as { socket: Socket }
  socket.once('lookup', (_error: Error | null, _address: string, _family: number, host: string) => outgoing.hosts.push(host))
  socket.once('connect', () => outgoing.hosts.push(socket.remoteAddress ?? 'unknown'))
}

function uniquePrefix(name: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4))
  return `${name}-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** WalletConnect's storage kept in a map that outlives one adapter: what a reload finds again. */
function sharedStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T,>() => [...entries].map(([key, value]): [string, T] => [key, JSON.parse(value) as T]),
    getItem: async <T,>(key: string) => {
      const value = entries.get(key)
      return value === undefined ? undefined : (JSON.parse(value) as T)
    },
    setItem: async (key, value) => void entries.set(key, JSON.stringify(value)),
    removeItem: async (key) => void entries.delete(key),
  }
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  )
}

/** Pairings reported by `pair`, awaited one by one. */
function pairings() {
  const seen: Pairing[] = []
  const waiting: ((pairing: Pairing) => void)[] = []
  return {
    seen,
    onPairing: (pairing: Pairing) => {
      seen.push(pairing)
      waiting.shift()?.(pairing)
    },
    next: (index: number) => (seen[index] ? Promise.resolve(seen[index]) : new Promise<Pairing>((resolve) => waiting.push(resolve))),
  }
}

let relay: Relay
let anvil: AnvilChain
let wallet: TestWalletKit
let evmNetworks: Network[]
let solanaNetwork: Network
const adapters: WalletConnectAdapter[] = []

beforeAll(async () => {
  subscribe('net.client.socket', onClientSocket)
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    outgoing.fetched.push(input instanceof Request ? input.url : String(input))
    return originalFetch(input, init)
  }
  relay = await startRelay({ projectId })
  anvil = await startAnvil({ chainId: 31337 })
  // 31338 is only named: nothing reads from it.
  evmNetworks = [anvilNetwork(31337, anvil.rpcUrl), anvilNetwork(31338, 'http://127.0.0.1:9')]
  solanaNetwork = solanaLocalnet('http://127.0.0.1:9')
  wallet = await startTestWalletKit({ relayUrl: relay.url, projectId, storagePrefix: uniquePrefix('wallet'), rpcUrls: { 31337: anvil.rpcUrl } })
})

afterAll(async () => {
  for (const adapter of adapters) adapter.destroy()
  await wallet.stop()
  await relay.stop()
  await anvil.stop()
  globalThis.fetch = originalFetch
  unsubscribe('net.client.socket', onClientSocket)
})

/** The WalletConnect adapter and chain adapters wired as the kernel wires them: chain adapters ask it for providers. */
async function setUp(options: WalletConnectOptions = {}) {
  const context = recordingContext([...evmNetworks, solanaNetwork])
  const adapter = await walletConnect({ relayUrl: relay.url, projectId, storagePrefix: uniquePrefix('dapp'), ...options }).load(context)
  adapters.push(adapter)
  const withProviders = (chainContext: RecordingContext): RecordingContext => {
    chainContext.getProvider = (connectorId, namespace) => (connectorId === 'walletConnect' ? adapter.getProvider(namespace) : undefined)
    return chainContext
  }
  const evmContext = withProviders(recordingContext(evmNetworks))
  const solanaContext = withProviders(recordingContext([solanaNetwork]))
  const evmAdapter: EvmAdapter = await evm({ discover: false }).load(evmContext)
  const solanaAdapter = await solana({ discover: false }).load(solanaContext)
  return { adapter, context, evmAdapter, evmContext, solanaAdapter, solanaContext }
}

/** Pairs the adapter with the test wallet, which approves what the proposal asks; returns the reported pairing. */
async function pairWithWallet(adapter: WalletConnectAdapter, signal = new AbortController().signal) {
  const reported = pairings()
  const paired = adapter.pair('walletConnect', { onPairing: reported.onPairing, signal })
  const pairing = await reported.next(0)
  await wallet.pair(pairing.uri)
  const proposal = await wallet.nextProposal()
  const session = await wallet.approve(proposal)
  await paired
  return { pairing, proposal, session }
}

describe('walletConnect(): definition and options', () => {
  it('is a connector adapter over eip155, solana and bip122 whose one connector serves the namespaces with networks', async () => {
    const definition = walletConnect()
    expect({ kind: definition.kind, id: definition.id, namespaces: definition.namespaces }).toEqual({ kind: 'connector', id: 'walletConnect', namespaces: ['eip155', 'solana', 'bip122'] })
    const { adapter } = await setUp()
    expect(adapter.getConnectors()).toEqual([{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155', 'solana'] }])
    expect(adapter.capabilities).toEqual(['eip155:walletConnect', 'solana:walletConnect'])
    expect(adapter.hasSession('walletConnect')).toBe(false)
    expect(adapter.getProvider('eip155')).toBeUndefined()
  })

  it('refuses bad options and a missing project id with a ConfigError', async () => {
    const context: AdapterContext = { ...recordingContext(evmNetworks), projectId: undefined }
    const noProject = await thrown(() => walletConnect({ relayUrl: relay.url }).load(context))
    expect(noProject).toBeInstanceOf(ConfigError)
    expect((noProject as ConfigError).shortMessage).toBe('walletConnect() needs a projectId')
    for (const options of [{ relayUrl: 'https://relay.example' }, { pairingLifetimeMs: 10_000 }, { storage: {} }, { metadata: { name: 'x' } }]) {
      const error = await thrown(() => walletConnect(options as WalletConnectOptions).load(context))
      expect(error, JSON.stringify(options)).toBeInstanceOf(ConfigError)
    }
  })
})

describe('pairing and the session', () => {
  it('pairs: one URI for 4 min, all namespaces optional (solana:localnet too); the EVM and Solana adapters connect through it and their signatures verify', async () => {
    const start = Date.now()
    const { adapter, evmAdapter, solanaAdapter } = await setUp({ now: () => start })
    const { pairing, proposal } = await pairWithWallet(adapter)
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(pairing.expiresAt).toBe(start + 4 * 60_000)
    expect(proposal.params.requiredNamespaces).toEqual({})
    expect(proposal.params.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(proposal.params.optionalNamespaces.solana?.chains).toEqual(['solana:localnet'])
    expect(adapter.hasSession('walletConnect')).toBe(true)
    expect(adapter.hasSession('other')).toBe(false)
    expect(adapter.getProvider('bip122')).toBeUndefined()

    const evmAddress = wallet.evmAccount.address
    expect(await evmAdapter.connect('walletConnect', evmNetworks[0])).toEqual({ accounts: [{ namespace: 'eip155', address: evmAddress, type: 'eoa' }], caipNetworkId: 'eip155:31337' })
    const signature = await evmAdapter.signMessage('Sign in to Portico', evmAddress)
    expect(await verifyMessage({ address: evmAddress, message: 'Sign in to Portico', signature: signature as `0x${string}` })).toBe(true)

    const solanaAddress = wallet.solanaKeypair.publicKey.toBase58()
    expect(await solanaAdapter.connect('walletConnect', solanaNetwork)).toMatchObject({ accounts: [{ namespace: 'solana', address: solanaAddress }], caipNetworkId: 'solana:localnet' })
    const solanaSignature = await solanaAdapter.signMessage?.('Portico on Solana', solanaAddress)
    expect(ed25519.verify(base58.decode(solanaSignature as string), new TextEncoder().encode('Portico on Solana'), wallet.solanaKeypair.publicKey.toBytes())).toBe(true)
    expect(wallet.handledRequests.slice(-2).map((request) => [request.chainId, request.method])).toEqual([
      ['eip155:31337', 'personal_sign'],
      ['solana:localnet', 'solana_signMessage'],
    ])
  })

  it('passes the wallet\'s chain and account changes and a local switch to the stores; the wallet\'s disconnect ends it', async () => {
    const { adapter, evmAdapter, evmContext } = await setUp()
    const { session } = await pairWithWallet(adapter)
    await evmAdapter.connect('walletConnect')
    const provider = adapter.getProvider('eip155') as { on(event: string, listener: (payload: unknown) => void): void }
    const seen: string[] = []
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) provider.on(event, (payload) => seen.push(`${event} ${JSON.stringify(payload)}`))

    // Both chains were approved: the switch moves where requests go, without asking the wallet.
    await evmAdapter.switchNetwork?.(evmNetworks[1] as Network)
    expect(evmContext.events).toEqual(['network eip155 eip155:31338'])
    const other = getAddress('0x70997970c51812dc3a010c7d01b50e54d17dc79c')
    const accountsEvent = new Promise((resolve) => provider.on('accountsChanged', resolve))
    await wallet.emitAccountsChanged('eip155:31338', [other], session.topic)
    await accountsEvent
    const chainEvent = new Promise((resolve) => provider.on('chainChanged', resolve))
    await wallet.emitChainChanged('eip155:31337', session.topic)
    await chainEvent
    expect(evmContext.events).toEqual(['network eip155 eip155:31338', `accounts eip155 ${other}`, 'network eip155 eip155:31337'])

    const ended = new Promise((resolve) => provider.on('disconnect', resolve))
    await wallet.disconnect(session.topic)
    await ended
    expect(evmContext.events.at(-1)).toBe('disconnect eip155')
    expect(seen).toEqual(['chainChanged "0x7a6a"', `accountsChanged ["${other}"]`, 'chainChanged "0x7a69"', 'disconnect {"code":6000,"message":"User disconnected."}'])
    expect(adapter.hasSession('walletConnect')).toBe(false)
    expect(adapter.getProvider('eip155')).toBeUndefined()
  })

  it('a proposal the wallet rejects (WalletConnect 5000) rejects pair with a ProviderError 4001', async () => {
    const { adapter } = await setUp()
    const reported = pairings()
    const paired = thrown(() => adapter.pair('walletConnect', { onPairing: reported.onPairing, signal: new AbortController().signal }))
    await wallet.pair((await reported.next(0)).uri)
    await wallet.reject(await wallet.nextProposal())
    const error = await paired
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).code).toBe(4001)
    expect(adapter.hasSession('walletConnect')).toBe(false)
  })

  it('offers a fresh URI before the first expires (SPEC §5), and the wallet pairs the fresh one', async () => {
    // 10.5 s: the first URI enters its last 10 s after half a second.
    const { adapter } = await setUp({ pairingLifetimeMs: 10_500 })
    const reported = pairings()
    const paired = adapter.pair('walletConnect', { onPairing: reported.onPairing, signal: new AbortController().signal })
    const first = await reported.next(0)
    const fresh = await reported.next(1)
    expect(fresh.uri).not.toBe(first.uri)
    expect(fresh.expiresAt).toBeGreaterThan(first.expiresAt)
    await wallet.pair(fresh.uri)
    await wallet.approve(await wallet.nextProposal())
    await paired
    expect(adapter.hasSession('walletConnect')).toBe(true)
    await adapter.disconnect('walletConnect')
  })

  it('stops pairing when the signal aborts', async () => {
    const { adapter } = await setUp()
    const controller = new AbortController()
    const reported = pairings()
    const paired = thrown(() => adapter.pair('walletConnect', { onPairing: reported.onPairing, signal: controller.signal }))
    await reported.next(0)
    controller.abort()
    const error = await paired
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).code).toBe('PAIRING_ABORTED')
    expect(reported.seen).toHaveLength(1)
  })

  it('restores the session after a reload (same storage): the EVM adapter reconnects and signs; disconnect ends it at the wallet', async () => {
    const storage = sharedStorage()
    const storagePrefix = uniquePrefix('reload')
    const before = await setUp({ storage, storagePrefix })
    const { session } = await pairWithWallet(before.adapter)
    before.adapter.destroy()

    const elsewhere = await setUp({ storage: sharedStorage(), storagePrefix })
    expect(elsewhere.adapter.hasSession('walletConnect')).toBe(false)
    elsewhere.adapter.destroy()

    const after = await setUp({ storage, storagePrefix })
    expect(after.adapter.hasSession('walletConnect')).toBe(true)
    const evmAddress = wallet.evmAccount.address
    expect(await after.evmAdapter.reconnect?.('walletConnect')).toEqual({ accounts: [{ namespace: 'eip155', address: evmAddress, type: 'eoa' }], caipNetworkId: 'eip155:31337' })
    const signature = await after.evmAdapter.signMessage('After a reload', evmAddress)
    expect(await verifyMessage({ address: evmAddress, message: 'After a reload', signature: signature as `0x${string}` })).toBe(true)

    await after.adapter.disconnect('walletConnect')
    expect(after.adapter.hasSession('walletConnect')).toBe(false)
    await expect.poll(() => wallet.sessions().map((each) => each.topic)).not.toContain(session.topic)
  })

  it('every connection went to 127.0.0.1, every fetch too', () => {
    expect(outgoing.hosts.length).toBeGreaterThan(0)
    expect(outgoing.hosts.filter((host) => !loopback.test(host))).toEqual([])
    expect(outgoing.fetched.filter((url) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(url))).toEqual([])
  })
})
