import { createPublicKey, verify } from 'node:crypto'
import { BaseError } from '@portico/kernel'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, describe, expect, it } from 'vitest'
import { startSolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import { createSolanaAdapter } from './createSolanaAdapter.ts'
import { fromBase58 } from './fromBase58.ts'
import { solanaDevnet } from './networks/solanaDevnet.ts'
import { solanaLocalnet } from './networks/solanaLocalnet.ts'
import { solanaRecordingContext } from './testing/solanaRecordingContext.ts'
import { solanaTestRequestProvider } from './testing/solanaTestRequestProvider.ts'
import type { SolanaTestRequestProviderOptions } from './testing/solanaTestRequestProvider.ts'

const rpc = await startSolanaRpc()
afterAll(() => rpc.stop())
const connection = new Connection(rpc.rpcUrl, 'confirmed')
const localnet = solanaLocalnet(rpc.rpcUrl)

async function funded(lamports: number): Promise<Keypair> {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, lamports)
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
  return keypair
}

/** The adapter with a request provider handed over for the connector `walletconnect`, as a connector adapter does. */
function setUp(options: SolanaTestRequestProviderOptions = {}) {
  const test = solanaTestRequestProvider({ rpcUrl: rpc.rpcUrl, ...options })
  const context = solanaRecordingContext([localnet, solanaDevnet])
  context.providers.set('walletconnect', test.provider)
  const adapter = createSolanaAdapter(context, { discover: false })
  return { test, context, adapter }
}

async function transfer(payer: Keypair, lamports: number): Promise<Transaction> {
  const latest = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: payer.publicKey, ...latest }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
  )
}

describe('a Solana request provider from a connector adapter', () => {
  it('connects and asks every request on the network of the connection', async () => {
    const { adapter, test } = setUp()
    const address = test.keypair.publicKey.toBase58()
    expect(await adapter.connect('walletconnect', solanaDevnet)).toEqual({
      accounts: [{ namespace: 'solana', address, type: 'eoa', publicKey: address }],
      caipNetworkId: solanaDevnet.caipNetworkId,
    })
    await adapter.signMessage('hello', address)
    expect(test.calls).toEqual([`solana_requestAccounts ${solanaDevnet.caipNetworkId}`, `solana_signMessage ${solanaDevnet.caipNetworkId}`])
  })

  it('signs a message that ed25519 verifies', async () => {
    const { adapter, test } = setUp()
    const address = test.keypair.publicKey.toBase58()
    await adapter.connect('walletconnect')
    const signature = fromBase58(await adapter.signMessage('Portico', address)) as Uint8Array
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(test.keypair.publicKey.toBytes()).toString('base64url') }, format: 'jwk' })
    expect(verify(null, Buffer.from('Portico'), key, signature)).toBe(true)
  })

  it.each(['signature', 'transaction'] as const)('signs a transaction when the provider answers the %s', async (answer) => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { adapter } = setUp({ keypair: payer, answer })
    await adapter.connect('walletconnect')
    const signed = await adapter.signTransaction(await transfer(payer, 1_000_000))
    expect(signed.verifySignatures()).toBe(true)
    const both = await adapter.signAllTransactions([await transfer(payer, 1_000_001), await transfer(payer, 1_000_002)])
    expect(both.map((transaction) => transaction.verifySignatures())).toEqual([true, true])
  })

  it('sends SOL through solana_signAndSendTransaction: exact balances', async () => {
    const payer = await funded(LAMPORTS_PER_SOL)
    const { adapter, test } = setUp({ keypair: payer })
    await adapter.connect('walletconnect')
    const recipient = Keypair.generate().publicKey
    await adapter.extensions['solana:transfer'].sendTransaction({ to: recipient.toBase58(), value: 2_000_000n })
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 2_000_000 - 5000)
    expect(await connection.getBalance(recipient)).toBe(2_000_000)
    expect(test.calls.at(-1)).toBe('solana_signAndSendTransaction solana:localnet')
  })

  it('a declined request is 4001; reconnect reads the granted accounts without a prompt', async () => {
    const { adapter, test } = setUp({ policy: 'reject' })
    const error = await adapter.connect('walletconnect').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).code).toBe(4001)
    expect(await adapter.reconnect?.('walletconnect')).toBeUndefined()
    test.setPolicy('approve')
    await adapter.connect('walletconnect')
    test.setPolicy('reject')
    expect((await adapter.reconnect?.('walletconnect'))?.accounts).toHaveLength(1)
  })

  it('reports accountsChanged and disconnect events of the provider', async () => {
    const { adapter, test, context } = setUp()
    await adapter.connect('walletconnect')
    const other = Keypair.generate().publicKey.toBase58()
    test.emit('accountsChanged', [other])
    test.emit('accountsChanged', 'not a list')
    test.emit('disconnect', { code: 6000 })
    expect(context.events).toEqual([`accounts solana ${other}`, 'accounts solana ', 'disconnect solana'])
    test.emit('accountsChanged', [other])
    expect(context.events).toHaveLength(3)
  })

  it('an unusable answer is an internal error, not a crash', async () => {
    const { adapter, test, context } = setUp()
    context.providers.set('broken', { request: async () => ({ nothing: true }) })
    expect(((await adapter.connect('broken').catch((thrown: unknown) => thrown)) as BaseError).code).toBe(-32603)
    expect(test.calls).toEqual([])
  })
})
