import { secp256k1 } from '@noble/curves/secp256k1'
import { createAppKit } from '@portico/kernel'
import { base64 } from '@scure/base'
import { OutScript, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.ts'
import { bitcoin } from './bitcoin.ts'
import { BitcoinWalletProvider } from './BitcoinWalletProvider.ts'
import { createBitcoinAdapter } from './createBitcoinAdapter.ts'
import { bitcoinMainnet } from './networks/bitcoinMainnet.ts'
import { bitcoinTestnet } from './networks/bitcoinTestnet.ts'
import { bitcoinMessageHash } from './testing/bitcoinMessageHash.ts'
import { bitcoinRecordingContext } from './testing/bitcoinRecordingContext.ts'
import { bitcoinTestWallet } from './testing/bitcoinTestWallet.ts'
import type { BitcoinTestWalletOptions } from './testing/bitcoinTestWallet.ts'
import { toHex } from './toHex.ts'

const amount = 100_000n
const receiver = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

function setUp(walletOptions: BitcoinTestWalletOptions = {}) {
  const test = bitcoinTestWallet({ name: 'Test Wallet', ...walletOptions })
  const adapter = createBitcoinAdapter(bitcoinRecordingContext([bitcoinMainnet, bitcoinTestnet]), { connectors: [test.wallet], discover: false })
  return { test, adapter }
}

async function connected(walletOptions: BitcoinTestWalletOptions = {}) {
  const { test, adapter } = setUp(walletOptions)
  await adapter.connect('test-wallet')
  const provider = adapter.walletProvider()
  if (!provider) throw new Error('No wallet provider once connected')
  return { test, adapter, provider }
}

/** A PSBT spending one P2WPKH output of a public key to `receiver`, as base64. */
function unsignedPsbt(publicKey: Uint8Array): string {
  const transaction = new Transaction()
  transaction.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script: p2wpkh(publicKey).script, amount } })
  transaction.addOutputAddress(receiver, amount - 1_000n)
  return base64.encode(transaction.toPSBT())
}

/** Whether input 0 of a signed PSBT carries a valid BIP-143 signature of the key, with the SIGHASH type given, spending `spent`. */
function signedByKey(psbt: string, publicKey: Uint8Array, sighashType: number, spent = amount): boolean {
  const transaction = Transaction.fromPSBT(base64.decode(psbt))
  const [entry] = transaction.getInput(0).partialSig ?? []
  if (!entry) return false
  const [key, signature] = entry
  if (toHex(key) !== toHex(publicKey) || signature[signature.length - 1] !== sighashType) return false
  const scriptCode = OutScript.encode({ type: 'pkh', hash: p2wpkh(publicKey).hash })
  const hash = transaction.preimageWitnessV0(0, scriptCode, sighashType, spent)
  return secp256k1.verify(signature.slice(0, -1), hash, publicKey, { format: 'der' })
}

describe('walletProvider(): AppKit\'s BitcoinConnector for the host', () => {
  it('is undefined before a connection and after it, and the same object across connections', async () => {
    const { adapter } = setUp()
    expect(adapter.walletProvider()).toBeUndefined()
    await adapter.connect('test-wallet')
    const provider = adapter.walletProvider()
    expect(provider).toBeDefined()
    await adapter.disconnect()
    expect(adapter.walletProvider()).toBeUndefined()
    await expect(provider?.signMessage({ address: 'bc1q', message: 'hi' })).rejects.toMatchObject({ code: 4900 })
    await adapter.connect('test-wallet')
    expect(adapter.walletProvider()).toBe(provider)
  })

  it('names the connector and lists the configured networks and the connection\'s addresses', async () => {
    const { test, provider } = await connected()
    expect({ type: provider.type, name: provider.name, icon: provider.icon }).toEqual({ type: 'EXTERNAL', name: 'Test Wallet', icon: test.wallet.icon })
    expect(provider.chains.map(({ caipNetworkId }) => caipNetworkId)).toEqual([bitcoinMainnet.caipNetworkId, bitcoinTestnet.caipNetworkId])
    expect(await provider.getAccountAddresses()).toEqual([{ address: test.address, purpose: 'payment', publicKey: toHex(test.publicKey) }])
  })

  it('signMessage: a base64 BIP-137 signature that recovers to the account\'s public key', async () => {
    const { test, provider } = await connected()
    const message = 'Sign in to the host app'
    const signature = base64.decode(await provider.signMessage({ address: test.address, message, protocol: 'ecdsa' }))
    const header = signature[0] as number
    const hash = bitcoinMessageHash(new TextEncoder().encode(message))
    const recovered = secp256k1.Signature.fromCompact(signature.slice(1)).addRecoveryBit(header - 39).recoverPublicKey(hash)
    expect(toHex(recovered.toRawBytes(true))).toBe(toHex(test.publicKey))
  })

  it('signMessage refuses an address not of the connection (4100), a wrong shape (-32602), and passes on a decline (4001)', async () => {
    const { test, provider } = await connected()
    await expect(provider.signMessage({ address: receiver, message: 'hi' })).rejects.toMatchObject({ code: 4100 })
    // @ts-expect-error: a host without TypeScript leaves the message out
    await expect(provider.signMessage({ address: test.address })).rejects.toMatchObject({ code: -32602 })
    test.setPolicy('reject')
    await expect(provider.signMessage({ address: test.address, message: 'hi' })).rejects.toMatchObject({ code: 4001 })
  })

  it('signPSBT: the wallet signs the asked input (bitcoin:signTransaction), valid for BIP-143 with SIGHASH_ALL', async () => {
    const { test, provider } = await connected()
    const psbt = unsignedPsbt(test.publicKey)
    const signed = await provider.signPSBT({ psbt, signInputs: [{ address: test.address, index: 0, sighashTypes: [SigHash.ALL] }] })
    expect(signed.txid).toBeUndefined()
    expect(signedByKey(signed.psbt, test.publicKey, SigHash.ALL)).toBe(true)
    expect(signedByKey(signed.psbt, test.publicKey, SigHash.ALL, amount + 1n)).toBe(false)
    expect(test.lastPsbtRequest?.chain).toBe('bitcoin:mainnet')
    expect(test.lastPsbtRequest?.inputsToSign.map(({ account, signingIndexes, sigHash }) => ({ address: account.address, signingIndexes, sigHash }))).toEqual([
      { address: test.address, signingIndexes: [0], sigHash: 'ALL' },
    ])
    const finalized = Transaction.fromPSBT(base64.decode(signed.psbt))
    finalized.finalize()
    expect(finalized.isFinal).toBe(true)
  })

  it('signPSBT passes the SIGHASH type on (SINGLE|ANYONECANPAY), and the signature carries it', async () => {
    const { test, provider } = await connected()
    const sighashType = SigHash.SINGLE_ANYONECANPAY
    const signed = await provider.signPSBT({ psbt: unsignedPsbt(test.publicKey), signInputs: [{ address: test.address, index: 0, sighashTypes: [sighashType] }] })
    expect(test.lastPsbtRequest?.inputsToSign[0]?.sigHash).toBe('SINGLE|ANYONECANPAY')
    expect(signedByKey(signed.psbt, test.publicKey, sighashType)).toBe(true)
  })

  it('signPSBT with broadcast signs and sends through bitcoin:signAndSendTransaction and resolves its txid', async () => {
    const { test, provider } = await connected()
    const psbt = unsignedPsbt(test.publicKey)
    const result = await provider.signPSBT({ psbt, signInputs: [{ address: test.address, index: 0, sighashTypes: [SigHash.ALL] }], broadcast: true })
    expect(result.psbt).toBe(psbt)
    const sent = test.sent.get(result.txid ?? '')
    expect(sent?.isFinal).toBe(true)
    expect(sent?.id).toBe(result.txid)
  })

  it('signPSBT refuses what it cannot do: no wallet feature (4200), another address (4100), not base64 or an unknown SIGHASH (-32602), a decline (4001)', async () => {
    const without = await connected({ withoutPsbt: true })
    const psbt = unsignedPsbt(without.test.publicKey)
    const signInputs = [{ address: without.test.address, index: 0, sighashTypes: [SigHash.ALL] }]
    await expect(without.provider.signPSBT({ psbt, signInputs })).rejects.toMatchObject({ code: 4200 })
    await expect(without.provider.signPSBT({ psbt, signInputs, broadcast: true })).rejects.toMatchObject({ code: 4200 })
    const { test, provider } = await connected()
    const own = [{ address: test.address, index: 0, sighashTypes: [SigHash.ALL] }]
    await expect(provider.signPSBT({ psbt, signInputs: [{ address: receiver, index: 0, sighashTypes: [] }] })).rejects.toMatchObject({ code: 4100 })
    await expect(provider.signPSBT({ psbt: 'not base64!', signInputs: own })).rejects.toMatchObject({ code: -32602 })
    await expect(provider.signPSBT({ psbt, signInputs: [{ address: test.address, index: 0, sighashTypes: [0x42] }] })).rejects.toMatchObject({ code: -32602 })
    await expect(provider.signPSBT({ psbt, signInputs: [{ address: test.address, index: -1, sighashTypes: [] }] })).rejects.toMatchObject({ code: -32602 })
    test.setPolicy('reject')
    await expect(provider.signPSBT({ psbt: unsignedPsbt(test.publicKey), signInputs: own })).rejects.toMatchObject({ code: 4001 })
  })

  it('sendTransfer without a send of the wallet and without a project service: 4200 (4900 while not connected)', async () => {
    const { adapter, provider } = await connected()
    await expect(provider.sendTransfer({ recipient: receiver, amount: '1000' })).rejects.toMatchObject({ code: 4200 })
    await adapter.disconnect()
    await expect(provider.sendTransfer({ recipient: receiver, amount: '1000' })).rejects.toMatchObject({ code: 4900 })
  })
})

describe('new BitcoinAdapter(): AppKit\'s class', () => {
  it('is the definition bitcoin() returns, with AppKit\'s projectId and networks ignored', () => {
    const { load, discover, bundles: _bundles, ...rest } = new BitcoinAdapter({ projectId: 'appkit-project', networks: [bitcoinMainnet] })
    expect(rest).toEqual({ kind: 'chain', id: 'bitcoin', namespace: 'bip122' })
    expect(typeof load).toBe('function')
    expect(typeof discover).toBe('function')
    expect(Object.keys(new BitcoinAdapter())).toEqual(['kind', 'id', 'namespace', 'discover', 'load', 'bundles'])
  })

  it("brings WalletConnect along, as AppKit's does (enableWalletConnect: false leaves it out); bitcoin() brings none", () => {
    const [bundled, ...others] = new BitcoinAdapter().bundles
    expect(others).toEqual([])
    expect(bundled).toMatchObject({ option: 'enableWalletConnect', definition: { kind: 'connector', id: 'walletConnect', namespaces: ['eip155', 'solana', 'bip122'] } })
    expect(bitcoin()).not.toHaveProperty('bundles')
  })

  it('createAppKit takes it: a connection through the kernel, and its wallet provider signs', async () => {
    const test = bitcoinTestWallet({ name: 'Test Wallet' })
    const appKit = createAppKit({ projectId: 'bitcoin-class', networks: [bitcoinMainnet], adapters: [new BitcoinAdapter({ connectors: [test.wallet], discover: false })], enableWalletConnect: false })
    try {
      await appKit.store.adapters.connect('test-wallet')
      expect(appKit.store.connections.activeCaipAddress).toBe(`${bitcoinMainnet.caipNetworkId}:${test.address}`)
      const provider = appKit.store.adapters.chainAdapter('bip122')?.walletProvider?.()
      if (!(provider instanceof BitcoinWalletProvider)) throw new Error('No Bitcoin wallet provider')
      expect(await provider.getAccountAddresses()).toEqual([{ address: test.address, purpose: 'payment', publicKey: toHex(test.publicKey) }])
    } finally {
      appKit.destroy()
    }
  })
})
