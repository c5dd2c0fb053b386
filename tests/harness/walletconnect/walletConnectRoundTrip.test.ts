import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { Socket } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay } from './startRelay.ts'
import type { Relay } from './startRelay.ts'
import { startTestWalletKit } from './startTestWalletKit.ts'
import type { TestWalletKit } from './TestWalletKit.ts'

const projectId = 'portico-test'
const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
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

async function startDapp(relay: Relay): Promise<InstanceType<typeof UniversalProvider>> {
  return UniversalProvider.init({
    projectId,
    relayUrl: relay.url,
    customStoragePrefix: uniquePrefix('dapp'),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Portico test dapp', description: 'A dapp in a test', url: 'http://127.0.0.1', icons: [] },
  })
}

/** Starts `connect` and resolves with its promise and the URI it displays. */
async function proposeSession(dapp: InstanceType<typeof UniversalProvider>) {
  const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
  const connected = dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'], events: ['accountsChanged', 'chainChanged'], rpcMap: { 31337: 'http://127.0.0.1:9' } },
      solana: { chains: [solanaChain], methods: ['solana_signMessage', 'solana_signTransaction'], events: [] },
    },
  })
  // A rejected connect is asserted by the test that rejects it; this keeps it from going unhandled meanwhile.
  connected.catch(() => undefined)
  return { uri: await uri, connected }
}

describe('the local relay with WalletConnect clients (UniversalProvider dapp, WalletKit wallet)', () => {
  let relay: Relay
  let wallet: TestWalletKit
  const dapps: InstanceType<typeof UniversalProvider>[] = []

  beforeAll(async () => {
    subscribe('net.client.socket', onClientSocket)
    globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
      outgoing.fetched.push(input instanceof Request ? input.url : String(input))
      return originalFetch(input, init)
    }
    relay = await startRelay({ projectId })
    wallet = await startTestWalletKit({ relayUrl: relay.url, projectId, storagePrefix: uniquePrefix('wallet') })
  })
  afterEach(() => {
    wallet.requestPolicy = 'approve'
  })
  afterAll(async () => {
    for (const dapp of dapps) await dapp.client.core.relayer.transportClose().catch(() => undefined)
    await wallet.stop()
    await relay.stop()
    globalThis.fetch = originalFetch
    unsubscribe('net.client.socket', onClientSocket)
  })

  async function connectedDapp() {
    const dapp = await startDapp(relay)
    dapps.push(dapp)
    const { uri, connected } = await proposeSession(dapp)
    const pairingTopic = uri.slice('wc:'.length, uri.indexOf('@'))
    // The proposal waits in the relay's mailbox until the wallet subscribes to the pairing topic.
    expect(relay.heldMessages(pairingTopic)).toBe(1)
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(proposal.params.pairingTopic).toBe(pairingTopic)
    await wallet.approve(proposal)
    const session = await connected
    if (!session) throw new Error('connect gave no session')
    return { dapp, session }
  }

  it('pairs through the relay and approves eip155 and solana accounts; personal_sign and solana_signMessage round trips verify', async () => {
    const { dapp, session } = await connectedDapp()
    const evmAddress = wallet.evmAccount.address
    const solanaAddress = wallet.solanaKeypair.publicKey.toBase58()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${evmAddress}`])
    expect(session.namespaces.solana?.accounts).toEqual([`${solanaChain}:${solanaAddress}`])

    const message = 'Sign in to Portico'
    const signature = await dapp.request<`0x${string}`>({ method: 'personal_sign', params: [toHex(message), evmAddress] }, 'eip155:31337')
    expect(await verifyMessage({ address: evmAddress, message, signature })).toBe(true)

    const bytes = new TextEncoder().encode('Portico on Solana')
    const answer = await dapp.request<{ signature: string }>({ method: 'solana_signMessage', params: { message: base58.encode(bytes), pubkey: solanaAddress } }, solanaChain)
    expect(ed25519.verify(base58.decode(answer.signature), bytes, wallet.solanaKeypair.publicKey.toBytes())).toBe(true)
    expect(wallet.handledRequests.map((request) => [request.method, request.outcome])).toEqual([
      ['personal_sign', 'approved'],
      ['solana_signMessage', 'approved'],
    ])
  })

  it('a request the wallet refuses reaches the dapp as a user rejection (4001)', async () => {
    const { dapp } = await connectedDapp()
    wallet.requestPolicy = 'reject'
    await expect(dapp.request({ method: 'personal_sign', params: [toHex('no'), wallet.evmAccount.address] }, 'eip155:31337')).rejects.toMatchObject({ code: 4001 })
  })

  it('a rejected proposal rejects the dapp\'s connect with USER_REJECTED (5000)', async () => {
    const dapp = await startDapp(relay)
    dapps.push(dapp)
    const { uri, connected } = await proposeSession(dapp)
    await wallet.pair(uri)
    await wallet.reject(await wallet.nextProposal())
    await expect(connected).rejects.toMatchObject({ code: 5000 })
  })

  it('the wallet\'s disconnect reaches the dapp', async () => {
    const { dapp, session } = await connectedDapp()
    const deleted = new Promise<unknown>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect(session.topic)
    expect(await deleted).toMatchObject({ topic: session.topic })
    expect(wallet.sessions().map((active) => active.topic)).not.toContain(session.topic)
  })

  it('every connection either side opened went to 127.0.0.1, every fetch too, and each relay socket is authenticated', () => {
    expect(outgoing.hosts.length).toBeGreaterThan(0)
    expect(outgoing.hosts.filter((host) => !loopback.test(host))).toEqual([])
    expect(outgoing.fetched.filter((url) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(url))).toEqual([])
    expect(relay.attempts().every((attempt) => attempt.accepted && attempt.remoteAddress === '127.0.0.1')).toBe(true)
    expect(new Set(relay.attempts().map((attempt) => new URL(attempt.url, relay.url).searchParams.get('projectId')))).toEqual(new Set([projectId]))
  })
})
