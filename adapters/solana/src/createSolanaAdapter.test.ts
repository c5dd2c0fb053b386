import { createPublicKey, verify } from 'node:crypto'
import { BaseError, ProviderError } from '@portico/kernel'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, describe, expect, it } from 'vitest'
import { startSolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import { createSolanaAdapter } from './createSolanaAdapter.ts'
import { fromBase58 } from './fromBase58.ts'
import { solanaDevnet } from './networks/solanaDevnet.ts'
import { solanaLocalnet } from './networks/solanaLocalnet.ts'
import { solanaTestnet } from './networks/solanaTestnet.ts'
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

async function rejected(promise: Promise<unknown>): Promise<BaseError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(BaseError)
  return error as BaseError
}

function publicKeyObject(address: string) {
  const x = Buffer.from(fromBase58(address) as Uint8Array).toString('base64url')
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
}

describe('createSolanaAdapter: connectors', () => {
  it('offers a host wallet as an EXTERNAL connector with an id from its name and its data: icon', () => {
    const { adapter, test } = setUp()
    expect(adapter.getConnectors()).toEqual([
      { id: 'portico-solana-test-wallet', type: 'EXTERNAL', name: 'Portico Solana Test Wallet', namespaces: ['solana'], imageUrl: test.wallet.icon },
    ])
  })

  it('offers Wallet Standard registrations with a solana chain as ANNOUNCED, and says when they change', () => {
    const context = solanaRecordingContext([localnet])
    const adapter = createSolanaAdapter(context, {})
    const announced = solanaTestWallet({ name: 'Announced Wallet' }).wallet
    const bitcoinOnly: Wallet = { ...solanaTestWallet({ name: 'Bitcoin Wallet' }).wallet, chains: ['bitcoin:mainnet'] }
    const badIcon = { ...solanaTestWallet({ name: 'Odd Icon' }).wallet, icon: 'javascript:alert(1)' } as unknown as Wallet
    const unregister = getWallets().register(announced, bitcoinOnly, badIcon)
    try {
      expect(context.events).toEqual(['connectors'])
      expect(adapter.getConnectors()).toEqual([
        { id: 'announced-wallet', type: 'ANNOUNCED', name: 'Announced Wallet', namespaces: ['solana'], imageUrl: announced.icon },
        { id: 'odd-icon', type: 'ANNOUNCED', name: 'Odd Icon', namespaces: ['solana'] },
      ])
    } finally {
      unregister()
    }
    expect(adapter.getConnectors()).toEqual([])
    adapter.destroy?.()
    getWallets().register(solanaTestWallet({ name: 'After Destroy' }).wallet)()
    expect(context.events).toEqual(['connectors', 'connectors'])
  })
})

describe('createSolanaAdapter: connection', () => {
  it('connects: eoa accounts with base58 address and public key, on the first configured network', async () => {
    const { adapter, test, connectorId } = setUp()
    const address = test.keypair.publicKey.toBase58()
    expect(await adapter.connect(connectorId)).toEqual({
      accounts: [{ namespace: 'solana', address, type: 'eoa', publicKey: address }],
      caipNetworkId: 'solana:localnet',
    })
    const onDevnet = setUp()
    expect((await onDevnet.adapter.connect(onDevnet.connectorId, solanaDevnet)).caipNetworkId).toBe(solanaDevnet.caipNetworkId)
  })

  it('a declined connect and a declined signature throw code 4001', async () => {
    const { adapter, test, connectorId } = setUp({ policy: 'reject' })
    expect((await rejected(adapter.connect(connectorId))).code).toBe(4001)
    test.setPolicy('approve')
    await adapter.connect(connectorId)
    test.setPolicy('reject')
    expect((await rejected(adapter.signMessage('hello', test.keypair.publicKey.toBase58()))).code).toBe(4001)
    expect((await rejected(adapter.extensions['solana:transfer'].sendTransaction({ to: Keypair.generate().publicKey.toBase58(), value: 1_000_000n }))).code).toBe(4001)
  })

  it('an unknown connector is CONNECTOR_NOT_FOUND on connect and undefined on reconnect', async () => {
    const { adapter } = setUp()
    expect((await rejected(adapter.connect('nobody'))).code).toBe('CONNECTOR_NOT_FOUND')
    expect(await adapter.reconnect?.('nobody')).toBeUndefined()
  })

  it('reconnects silently once granted, and gives undefined before', async () => {
    const { adapter, test, connectorId } = setUp()
    expect(await adapter.reconnect?.(connectorId)).toBeUndefined()
    await adapter.connect(connectorId)
    test.setPolicy('reject')
    const again = createSolanaAdapter(solanaRecordingContext([localnet]), { connectors: [test.wallet], discover: false })
    expect(await again.reconnect?.(connectorId)).toMatchObject({ caipNetworkId: 'solana:localnet', accounts: [{ address: test.keypair.publicKey.toBase58() }] })
  })

  it('disconnects: the wallet forgets the app and requests fail with 4900', async () => {
    const { adapter, test, connectorId, context } = setUp()
    await adapter.connect(connectorId)
    await adapter.disconnect()
    await adapter.disconnect()
    expect(test.wallet.accounts).toEqual([])
    expect(context.events).toEqual([])
    // SPEC §8: signing with the provider gone.
    expect(await rejected(adapter.signMessage('hello', test.keypair.publicKey.toBase58()))).toMatchObject({ code: 4900, shortMessage: 'UniversalAdapter:signMessage - provider is undefined' })
  })

  it('reports the wallet switching accounts, and the wallet ending the connection', async () => {
    const { adapter, test, connectorId, context } = setUp()
    await adapter.connect(connectorId)
    const other = Keypair.generate()
    test.useAccount(other)
    expect(context.events).toEqual([`accounts solana ${other.publicKey.toBase58()}`])
    await expect(adapter.signMessage('hi', other.publicKey.toBase58())).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await (test.wallet.features['standard:disconnect'] as { disconnect: () => Promise<void> }).disconnect()
    expect(context.events.slice(1)).toEqual(['accounts solana ', 'disconnect solana'])
    expect((await rejected(adapter.signMessage('hi', other.publicKey.toBase58()))).code).toBe(4900)
  })

  it('switches among configured networks itself (wallets have no current chain) and refuses others with 5710', async () => {
    const { adapter, connectorId, context } = setUp()
    await adapter.connect(connectorId)
    await adapter.switchNetwork(solanaDevnet)
    expect(context.events).toEqual([`network solana ${solanaDevnet.caipNetworkId}`])
    expect((await rejected(adapter.switchNetwork(solanaTestnet))).code).toBe(5710)
  })

  it('drives a Wallet Standard wallet that a connector adapter hands over for its connector', async () => {
    const test = solanaTestWallet()
    const context = solanaRecordingContext([localnet])
    context.providers.set('walletconnect', test.wallet)
    const adapter = createSolanaAdapter(context, { discover: false })
    expect(adapter.getConnectors()).toEqual([])
    expect((await adapter.connect('walletconnect')).accounts[0]?.address).toBe(test.keypair.publicKey.toBase58())
  })
})

describe('createSolanaAdapter: signing, sending, balances (local RPC)', () => {
  it('signs a message that ed25519 verifies with the account public key', async () => {
    const { adapter, test, connectorId } = setUp()
    const address = test.keypair.publicKey.toBase58()
    await adapter.connect(connectorId)
    const signature = fromBase58(await adapter.signMessage('Sign in to Portico', address)) as Uint8Array
    expect(signature).toHaveLength(64)
    expect(verify(null, Buffer.from('Sign in to Portico'), publicKeyObject(address), signature)).toBe(true)
    expect(verify(null, Buffer.from('Something else'), publicKeyObject(address), signature)).toBe(false)
  })

  it.each([
    ['solana:signAndSendTransaction', false],
    ['solana:signTransaction and a send from the app', true],
  ])('sends SOL through %s: the payer loses amount plus fee, the recipient gains the amount', async (_path, withoutSignAndSend) => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { adapter, connectorId } = setUp({ keypairs: [payer], withoutSignAndSend })
    await adapter.connect(connectorId)
    const recipient = Keypair.generate().publicKey
    const amount = 10 * rentMinimum
    const signature = await adapter.extensions['solana:transfer'].sendTransaction({ to: recipient.toBase58(), value: BigInt(amount) })
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    await adapter.extensions['solana:transfer'].waitForTransaction(signature, localnet)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - amount - fee)
    expect(await connection.getBalance(recipient)).toBe(amount)
  })

  it('prices a SOL transfer as the network does: 5,000 lamports for its one signature', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { adapter, connectorId } = setUp({ keypairs: [payer] })
    await adapter.connect(connectorId)
    expect(await adapter.extensions['solana:transfer'].estimateFee({ to: Keypair.generate().publicKey.toBase58(), value: 1_000_000n }, localnet)).toBe(BigInt(fee))
  })

  it('refuses token transfers with 4200: only SOL is sent', async () => {
    const { adapter, connectorId } = setUp()
    await adapter.connect(connectorId)
    const to = Keypair.generate().publicKey.toBase58()
    expect((await rejected(adapter.extensions['solana:transfer'].sendTransaction({ to, value: 1n, token: Keypair.generate().publicKey.toBase58() }))).code).toBe(4200)
  })

  it('refuses a transfer to something that is not an address with -32602', async () => {
    const { adapter, connectorId } = setUp()
    await adapter.connect(connectorId)
    expect((await rejected(adapter.extensions['solana:transfer'].sendTransaction({ to: '0xnot-solana', value: 1_000_000n }))).code).toBe(-32602)
  })

  it('reads the SOL balance as a token balance', async () => {
    const owner = await funded(1.5 * LAMPORTS_PER_SOL)
    const { adapter } = setUp()
    expect(await adapter.getBalances(owner.publicKey.toBase58(), localnet)).toEqual([
      { name: 'Solana', symbol: 'SOL', chainId: 'solana:localnet', quantity: { decimals: '9', numeric: '1.5' } },
    ])
    expect((await rejected(adapter.getBalances('0x1234', localnet))).code).toBe(-32602)
  })

  it('signs transactions (one and several) and signs and sends with the send options passed on', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { adapter, test, connectorId } = setUp({ keypairs: [payer] })
    await adapter.connect(connectorId)
    const transfer = async (lamports: number) => {
      const latest = await connection.getLatestBlockhash()
      return new Transaction({ feePayer: payer.publicKey, ...latest }).add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
      )
    }
    const signed = await adapter.signTransaction(await transfer(rentMinimum))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const both = await adapter.signAllTransactions([await transfer(rentMinimum + 1), await transfer(rentMinimum + 2)])
    expect(both.map((transaction) => transaction.verifySignatures())).toEqual([true, true])
    const options = { skipPreflight: true, preflightCommitment: 'processed', maxRetries: 2, minContextSlot: 0 } as const
    const signature = await adapter.signAndSendTransaction(await transfer(rentMinimum), options)
    expect(test.lastSendOptions).toEqual(options)
    const status = await connection.getSignatureStatuses([signature])
    expect(status.value[0]?.err).toBeNull()
  })
})

describe('createSolanaAdapter: node errors', () => {
  it.each([false, true])('a transfer above the balance is -32003 INSUFFICIENT_FUNDS (wallet sends: %s), and nothing moves', async (walletSends) => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { adapter, connectorId } = setUp({ keypairs: [payer], withoutSignAndSend: !walletSends })
    await adapter.connect(connectorId)
    const error = await rejected(adapter.extensions['solana:transfer'].sendTransaction({ to: Keypair.generate().publicKey.toBase58(), value: BigInt(2 * LAMPORTS_PER_SOL) }))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error.code).toBe(-32003)
    expect((error as ProviderError).nodeError).toBe('INSUFFICIENT_FUNDS')
    expect(error.details).toMatch(/insufficient lamports/)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('an unreachable RPC fails getBalances with a ProviderError', async () => {
    const { adapter } = setUp()
    const error = await rejected(adapter.getBalances(Keypair.generate().publicKey.toBase58(), solanaLocalnet('http://127.0.0.1:9')))
    expect(error).toBeInstanceOf(ProviderError)
  })
})
