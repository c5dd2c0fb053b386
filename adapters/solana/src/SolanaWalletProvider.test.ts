import { createPublicKey, verify } from 'node:crypto'
import { createAppKit } from '@portico/kernel'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startSolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import { createSolanaAdapter } from './createSolanaAdapter.ts'
import { solanaDevnet } from './networks/solanaDevnet.ts'
import { solanaLocalnet } from './networks/solanaLocalnet.ts'
import { SolanaAdapter } from './SolanaAdapter.ts'
import { solana } from './solana.ts'
import { SolanaWalletProvider } from './SolanaWalletProvider.ts'
import { solanaRecordingContext } from './testing/solanaRecordingContext.ts'
import { solanaTestWallet } from './testing/solanaTestWallet.ts'
import type { SolanaTestWalletOptions } from './testing/solanaTestWallet.ts'

const rpc = await startSolanaRpc()
afterAll(() => rpc.stop())
const connection = new Connection(rpc.rpcUrl, 'confirmed')
const localnet = solanaLocalnet(rpc.rpcUrl)
const rentMinimum = 890_880
const fee = 5000

async function funded(lamports: number): Promise<Keypair> {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, lamports)
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
  return keypair
}

function setUp(walletOptions: SolanaTestWalletOptions = {}) {
  const test = solanaTestWallet({ rpcUrls: { 'solana:localnet': rpc.rpcUrl }, ...walletOptions })
  const context = solanaRecordingContext([localnet, solanaDevnet])
  const adapter = createSolanaAdapter(context, { connectors: [test.wallet], discover: false })
  return { test, context, adapter, connectorId: 'portico-solana-test-wallet' }
}

async function connected(walletOptions: SolanaTestWalletOptions = {}) {
  const set = setUp(walletOptions)
  await set.adapter.connect(set.connectorId)
  const provider = set.adapter.walletProvider()
  if (!provider) throw new Error('No wallet provider once connected')
  return { ...set, provider }
}

async function transfer(payer: Keypair, to: PublicKey, lamports: number): Promise<Transaction> {
  const latest = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: payer.publicKey, ...latest }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }))
}

function verifiesEd25519(message: Uint8Array, signature: Uint8Array, publicKey: PublicKey): boolean {
  const x = Buffer.from(publicKey.toBytes()).toString('base64url')
  return verify(null, message, createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' }), signature)
}

describe('walletProvider(): AppKit\'s Solana Provider for the host', () => {
  it('is undefined before a connection and after it, and the same object across connections', async () => {
    const { adapter, connectorId } = setUp()
    expect(adapter.walletProvider()).toBeUndefined()
    await adapter.connect(connectorId)
    const provider = adapter.walletProvider()
    expect(provider).toBeInstanceOf(SolanaWalletProvider)
    await adapter.disconnect()
    expect(adapter.walletProvider()).toBeUndefined()
    await expect(provider?.connect()).rejects.toMatchObject({ code: 4900 })
    await expect(provider?.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 4900 })
    expect(provider?.publicKey).toBeUndefined()
    expect(await provider?.getAccounts()).toEqual([])
    await adapter.connect(connectorId)
    expect(adapter.walletProvider()).toBe(provider)
  })

  it('names the connector, lists the configured networks, and gives the account as a PublicKey', async () => {
    const { provider, test } = await connected()
    const address = test.keypair.publicKey.toBase58()
    expect({ type: provider.type, name: provider.name, icon: provider.icon }).toEqual({ type: 'EXTERNAL', name: 'Portico Solana Test Wallet', icon: test.wallet.icon })
    expect(provider.chains.map(({ caipNetworkId }) => caipNetworkId)).toEqual(['solana:localnet', solanaDevnet.caipNetworkId])
    expect(provider.publicKey).toBeInstanceOf(PublicKey)
    expect(provider.publicKey?.equals(test.keypair.publicKey)).toBe(true)
    expect(provider.publicKey).toBe(provider.publicKey)
    expect(await provider.getAccounts()).toEqual([{ namespace: 'solana', address, type: 'eoa' }])
    expect(await provider.connect()).toBe(address)
  })

  it('a connector a connector adapter owns is EXTERNAL, named by its id', async () => {
    const test = solanaTestWallet()
    const context = solanaRecordingContext([localnet])
    context.providers.set('walletConnect', test.wallet)
    const adapter = createSolanaAdapter(context, { discover: false })
    await adapter.connect('walletConnect')
    expect({ type: adapter.walletProvider()?.type, name: adapter.walletProvider()?.name, icon: adapter.walletProvider()?.icon }).toEqual({ type: 'EXTERNAL', name: 'walletConnect', icon: undefined })
  })

  it('signMessage signs the bytes as given: a raw 64-byte ed25519 signature of the account', async () => {
    const { provider, test } = await connected()
    // Not UTF-8: the bytes must reach the wallet untouched.
    const message = new Uint8Array([0xff, 0x00, 0xfe, ...new TextEncoder().encode('Sign in')])
    const signature = await provider.signMessage(message)
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(signature).toHaveLength(64)
    expect(verifiesEd25519(message, signature, test.keypair.publicKey)).toBe(true)
    expect(verifiesEd25519(message.slice(1), signature, test.keypair.publicKey)).toBe(false)
    // @ts-expect-error: a host without TypeScript passes a string
    await expect(provider.signMessage('text')).rejects.toMatchObject({ code: -32602 })
    test.setPolicy('reject')
    await expect(provider.signMessage(message)).rejects.toMatchObject({ code: 4001 })
  })

  it('signTransaction and signAllTransactions sign legacy and versioned transactions', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { provider } = await connected({ keypairs: [payer] })
    const legacy = await provider.signTransaction(await transfer(payer, Keypair.generate().publicKey, rentMinimum))
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy.verifySignatures()).toBe(true)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: rentMinimum })],
    }).compileToV0Message()
    const versioned = await provider.signTransaction(new VersionedTransaction(message))
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    expect(verifiesEd25519(versioned.message.serialize(), versioned.signatures[0] as Uint8Array, payer.publicKey)).toBe(true)
    const both = await provider.signAllTransactions([await transfer(payer, Keypair.generate().publicKey, rentMinimum + 1), await transfer(payer, Keypair.generate().publicKey, rentMinimum + 2)])
    expect(both.map((transaction) => transaction.verifySignatures())).toEqual([true, true])
  })

  it('sendTransaction signs with the wallet and sends through the host\'s Connection: exact lamports', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { provider } = await connected({ keypairs: [payer], withoutSignAndSend: true })
    const recipient = Keypair.generate().publicKey
    const amount = 3 * rentMinimum
    const signature = await provider.sendTransaction(await transfer(payer, recipient, amount), connection, { preflightCommitment: 'confirmed' })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - amount - fee)
    expect(await connection.getBalance(recipient)).toBe(amount)
    await expect(provider.sendTransaction(await transfer(payer, recipient, amount), {} as Connection)).rejects.toMatchObject({ code: -32602 })
  })

  it('a refused send comes back as SPEC §8\'s insufficient funds (-32003), and nothing moves', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { provider } = await connected({ keypairs: [payer] })
    const error = await provider.sendTransaction(await transfer(payer, Keypair.generate().publicKey, 2 * LAMPORTS_PER_SOL), connection).catch((thrown: unknown) => thrown)
    expect(error).toMatchObject({ code: -32003, nodeError: 'INSUFFICIENT_FUNDS' })
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('signAndSendTransaction sends on the app\'s network with web3.js send options: exact lamports', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { provider, test } = await connected({ keypairs: [payer] })
    const recipient = Keypair.generate().publicKey
    const amount = 2 * rentMinimum
    const signature = await provider.signAndSendTransaction(await transfer(payer, recipient, amount), { preflightCommitment: 'singleGossip', maxRetries: 1 })
    expect(test.lastSendOptions).toEqual({ preflightCommitment: 'confirmed', maxRetries: 1 })
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - amount - fee)
    expect(await connection.getBalance(recipient)).toBe(amount)
    const unknownCommitment = { preflightCommitment: 'soon' } as unknown as { preflightCommitment: 'confirmed' }
    await expect(provider.signAndSendTransaction(await transfer(payer, recipient, amount), unknownCommitment)).rejects.toMatchObject({ code: -32602 })
  })

  it('events: connect with the account\'s PublicKey, accountsChanged with the new one (once), disconnect', async () => {
    const { adapter, provider, test, connectorId } = await connected()
    const firstAddress = test.keypair.publicKey.toBase58()
    await adapter.disconnect()
    const events: string[] = []
    const record = (event: string) => (payload: unknown) => void events.push(`${event} ${payload instanceof PublicKey ? payload.toBase58() : String(payload)}`)
    const onDisconnect = record('disconnect')
    provider.on('connect', record('connect')).on('accountsChanged', record('accountsChanged')).on('disconnect', onDisconnect)
    await adapter.connect(connectorId)
    await adapter.connect(connectorId)
    const other = Keypair.generate()
    test.useAccount(other)
    test.useAccount(other)
    await adapter.disconnect()
    provider.removeListener('disconnect', onDisconnect)
    await adapter.connect(connectorId)
    await adapter.disconnect()
    expect(events).toEqual([`connect ${firstAddress}`, `accountsChanged ${other.publicKey.toBase58()}`, 'disconnect undefined', `connect ${other.publicKey.toBase58()}`])
  })

  it('the wallet ending the connection is a disconnect for the host', async () => {
    const { provider, test } = await connected()
    const events: string[] = []
    provider.on('disconnect', () => void events.push('disconnect'))
    await (test.wallet.features['standard:disconnect'] as { disconnect: () => Promise<void> }).disconnect()
    expect(events).toEqual(['disconnect'])
  })

  it('a host listener that throws is logged and does not break the adapter', async () => {
    const { adapter, provider, test } = await connected()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      provider.on('accountsChanged', () => {
        throw new Error('host bug')
      })
      test.useAccount(Keypair.generate())
      expect(logged).toHaveBeenCalledWith('[Portico] a wallet provider (solana) accountsChanged listener failed', expect.any(Error))
      await expect(adapter.signMessage('still here', test.keypair.publicKey.toBase58())).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/)
    } finally {
      logged.mockRestore()
    }
  })
})

describe('new SolanaAdapter(), the solana:connection extension and the kernel', () => {
  it("brings WalletConnect along, as AppKit's does (enableWalletConnect: false leaves it out); solana() brings none", () => {
    const [bundled, ...others] = new SolanaAdapter().bundles
    expect(others).toEqual([])
    expect(bundled).toMatchObject({ option: 'enableWalletConnect', definition: { kind: 'connector', id: 'walletConnect', namespaces: ['eip155', 'solana', 'bip122'] } })
    expect(solana()).not.toHaveProperty('bundles')
  })

  it('is the definition solana() returns; AppKit\'s options are taken, wallet-adapter objects left out with a warning through the logger', async () => {
    const test = solanaTestWallet()
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const adapter = new SolanaAdapter({ wallets: [test.wallet, { name: 'Phantom', connect: () => undefined }], connectionSettings: 'confirmed', registerWalletStandard: { walletConnect: true } })
      const { load, discover, bundles: _bundles, ...rest } = adapter
      expect(rest).toEqual({ kind: 'chain', id: 'solana', namespace: 'solana' })
      expect(typeof load).toBe('function')
      expect(typeof discover).toBe('function')
      // Said when the adapter loads, at the instance's log level (SPEC §9): warnings pass at 'warn'.
      const context = solanaRecordingContext([localnet])
      context.logger.level = 'warn'
      const loaded = await adapter.load(context)
      loaded.destroy?.()
      expect(warned.mock.calls).toEqual([[expect.stringMatching(/^\[Portico\] SolanaAdapter: 1 of the wallets given are not Wallet Standard wallets/)]])
      // @ts-expect-error: an option SolanaAdapter does not know, which the types refuse too
      const withUnknown = new SolanaAdapter({ unknown: true })
      expect(Object.keys(withUnknown)).toEqual(['kind', 'id', 'namespace', 'discover', 'load', 'bundles'])
    } finally {
      warned.mockRestore()
    }
  })

  it('gives the Connection of a network, the adapter\'s rpcUrls first, one per url', () => {
    const context = solanaRecordingContext([localnet, solanaDevnet])
    const adapter = createSolanaAdapter(context, { discover: false, rpcUrls: { [solanaDevnet.caipNetworkId]: [rpc.rpcUrl] } })
    expect(adapter.capabilities).toContain('solana:connection')
    const connections = adapter.extensions['solana:connection']
    expect(connections.connection(localnet).rpcEndpoint).toBe(rpc.rpcUrl)
    expect(connections.connection(solanaDevnet)).toBe(connections.connection(localnet))
    expect(() => connections.connection({ ...localnet, caipNetworkId: 'solana:none', rpcUrls: { default: { http: [] } } })).toThrow('No RPC url for a Solana network')
  })

  it('createAppKit takes the class; the provider signs, and its disconnect ends the kernel\'s connection', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const test = solanaTestWallet({ keypairs: [payer], rpcUrls: { 'solana:localnet': rpc.rpcUrl } })
    const appKit = createAppKit({ projectId: 'solana-class', networks: [localnet], adapters: [new SolanaAdapter({ wallets: [test.wallet], discover: false })], enableWalletConnect: false })
    try {
      await appKit.store.adapters.connect('portico-solana-test-wallet')
      expect(appKit.store.connections.connectionOf('solana').status).toBe('connected')
      const provider = appKit.store.adapters.chainAdapter('solana')?.walletProvider?.()
      if (!(provider instanceof SolanaWalletProvider)) throw new Error('No Solana wallet provider')
      const signature = await provider.signMessage(new Uint8Array([1, 2, 3]))
      expect(verifiesEd25519(new Uint8Array([1, 2, 3]), signature, payer.publicKey)).toBe(true)
      await provider.disconnect()
      expect(appKit.store.connections.connectionOf('solana').status).toBe('disconnected')
      expect(test.wallet.accounts).toEqual([])
    } finally {
      appKit.destroy()
    }
  })
})
