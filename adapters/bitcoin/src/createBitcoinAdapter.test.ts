import { secp256k1 } from '@noble/curves/secp256k1'
import { BaseError, ConfigError } from '@portico/kernel'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { bitcoinAddressNetwork } from './bitcoinAddressNetwork.ts'
import { createBitcoinAdapter } from './createBitcoinAdapter.ts'
import { bitcoinMainnet } from './networks/bitcoinMainnet.ts'
import { bitcoinTestnet } from './networks/bitcoinTestnet.ts'
import { bitcoinMessageHash } from './testing/bitcoinMessageHash.ts'
import { bitcoinRecordingContext } from './testing/bitcoinRecordingContext.ts'
import { bitcoinTestWallet } from './testing/bitcoinTestWallet.ts'
import type { BitcoinTestWalletOptions } from './testing/bitcoinTestWallet.ts'
import { toHex } from './toHex.ts'

function setUp(walletOptions: BitcoinTestWalletOptions = {}, networks = [bitcoinMainnet, bitcoinTestnet]) {
  const test = bitcoinTestWallet({ name: 'Test Wallet', ...walletOptions })
  const context = bitcoinRecordingContext(networks)
  const adapter = createBitcoinAdapter(context, { connectors: [test.wallet], discover: false })
  return { test, context, adapter }
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))

describe('createBitcoinAdapter', () => {
  it('offers the host wallet as an EXTERNAL bip122 connector and announces its capabilities', () => {
    const { adapter, test } = setUp()
    expect(adapter.getConnectors()).toEqual([{ id: 'test-wallet', type: 'EXTERNAL', name: 'Test Wallet', namespaces: ['bip122'], imageUrl: test.wallet.icon }])
    expect(adapter.capabilities).toEqual(['bip122:switchChain', 'bip122:signMessage'])
    expect('getBalances' in adapter).toBe(false)
  })

  it('connect asks for payment and ordinals addresses and gives payment accounts with a valid address and the public key', async () => {
    const { adapter, test } = setUp()
    const result = await adapter.connect('test-wallet')
    expect(test.lastPurposes).toEqual(['payment', 'ordinals'])
    expect(result).toEqual({
      accounts: [{ namespace: 'bip122', address: test.address, type: 'payment', publicKey: toHex(test.publicKey) }],
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(test.address).toMatch(/^bc1q/)
    expect(bitcoinAddressNetwork(test.address)).toBe('mainnet')
  })

  it('a testnet address connects on the configured testnet', async () => {
    const { adapter, test } = setUp({ network: 'testnet' })
    const result = await adapter.connect('test-wallet', bitcoinMainnet)
    expect(test.address).toMatch(/^tb1q/)
    expect(result.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
  })

  it('puts the payment address first when the wallet lists ordinals first', async () => {
    const payment = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const ordinals = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
    const wallet = bitcoinTestWallet({ name: 'Two Purposes' }).wallet
    const twoPurposes: Wallet = {
      ...wallet,
      accounts: [],
      features: {
        ...wallet.features,
        'bitcoin:connect': {
          version: '1.0.0',
          connect: async () => ({ accounts: [{ address: ordinals, publicKey: new Uint8Array(32), chains: [], features: [] }, { address: payment, publicKey: new Uint8Array(33), chains: [], features: [] }] }),
        },
      },
    }
    const adapter = createBitcoinAdapter(bitcoinRecordingContext([bitcoinMainnet]), { connectors: [twoPurposes], discover: false })
    const { accounts } = await adapter.connect('two-purposes')
    expect(accounts.map(({ address, type }) => `${type} ${address}`)).toEqual([`payment ${payment}`, `payment ${ordinals}`])
  })

  it('signMessage returns a base64 BIP-137 signature that recovers to the account public key', async () => {
    const { adapter, test } = setUp()
    await adapter.connect('test-wallet')
    const message = 'Sign in to Portico'
    const signature = fromBase64(await adapter.signMessage(message, test.address))
    expect(signature.length).toBe(65)
    const header = signature[0] as number
    expect(header).toBeGreaterThanOrEqual(39)
    expect(header).toBeLessThanOrEqual(42)
    const hash = bitcoinMessageHash(new TextEncoder().encode(message))
    const recovered = secp256k1.Signature.fromCompact(signature.slice(1)).addRecoveryBit(header - 39).recoverPublicKey(hash)
    expect(toHex(recovered.toRawBytes(true))).toBe(toHex(test.publicKey))
    expect(secp256k1.verify(signature.slice(1), hash, test.publicKey)).toBe(true)
    expect(secp256k1.verify(signature.slice(1), bitcoinMessageHash(new TextEncoder().encode('another')), test.publicKey)).toBe(false)
  })

  it('a declined connect or signature throws code 4001', async () => {
    const { adapter, test } = setUp({ policy: 'reject' })
    await expect(adapter.connect('test-wallet')).rejects.toMatchObject({ code: 4001 })
    test.setPolicy('approve')
    await adapter.connect('test-wallet')
    test.setPolicy('reject')
    const error = await adapter.signMessage('hello', test.address).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).code).toBe(4001)
  })

  it('signMessage needs a connection and one of its addresses', async () => {
    const { adapter, test } = setUp()
    await expect(adapter.signMessage('hello', test.address)).rejects.toMatchObject({ code: 4900 })
    await adapter.connect('test-wallet')
    await expect(adapter.signMessage('hello', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).rejects.toMatchObject({ code: 4100 })
  })

  it('refuses an invalid address from a wallet with a clear error', async () => {
    const { adapter } = setUp({ addressOverride: 'bc1qnotanaddress' })
    const error = await adapter.connect('test-wallet').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ code: 'INVALID_ADDRESS', shortMessage: 'The wallet gave an address that is not a valid Bitcoin address', details: 'bc1qnotanaddress' })
  })

  it('refuses a connect answer that is not { accounts }', async () => {
    const wallet = bitcoinTestWallet({ name: 'Odd' }).wallet
    const odd: Wallet = { ...wallet, features: { ...wallet.features, 'bitcoin:connect': { version: '1.0.0', connect: async () => ({ addresses: [] }) } } }
    const adapter = createBitcoinAdapter(bitcoinRecordingContext([bitcoinMainnet]), { connectors: [odd], discover: false })
    await expect(adapter.connect('odd')).rejects.toMatchObject({ code: -32603 })
  })

  it('reports an account change from standard:events, and ends the connection when none is left', async () => {
    const { adapter, context, test } = setUp()
    await adapter.connect('test-wallet')
    const first = test.address
    test.useKey(secp256k1.utils.randomPrivateKey())
    expect(test.address).not.toBe(first)
    expect(context.events).toEqual([`accounts bip122 ${test.address}`])
    await expect(adapter.signMessage('hello', test.address)).resolves.toMatch(/^[A-Za-z0-9+/]{86}[A-Za-z0-9+/=]{2}$/)
    const forget = test.wallet.features['standard:disconnect'] as { disconnect: () => Promise<void> }
    await forget.disconnect()
    expect(context.events.slice(1)).toEqual(['accounts bip122 ', 'disconnect bip122'])
    await expect(adapter.signMessage('hello', test.address)).rejects.toMatchObject({ code: 4900 })
  })

  it('ignores a change event with an address that is not Bitcoin', async () => {
    const wallet = bitcoinTestWallet({ name: 'Changing' }).wallet
    let emit: (properties: { accounts: unknown[] }) => void = () => undefined
    const changing: Wallet = {
      ...wallet,
      features: { ...wallet.features, 'standard:events': { version: '1.0.0', on: (_event: string, listener: typeof emit) => ((emit = listener), () => undefined) } },
    }
    const context = bitcoinRecordingContext([bitcoinMainnet])
    const adapter = createBitcoinAdapter(context, { connectors: [changing], discover: false })
    await adapter.connect('changing')
    emit({ accounts: [{ address: 'not-bitcoin', publicKey: new Uint8Array(33), chains: [], features: [] }] })
    emit({ accounts: [{ address: 42 }] })
    expect(context.events).toEqual([])
    const payment = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    emit({ accounts: [{ address: payment, publicKey: new Uint8Array(33), chains: ['bitcoin:mainnet'], features: [] }] })
    expect(context.events).toEqual([`accounts bip122 ${payment}`])
  })

  it('disconnect asks the wallet to forget the app, then reconnect finds no grant', async () => {
    const { adapter, test } = setUp()
    await adapter.connect('test-wallet')
    expect(test.wallet.accounts.length).toBe(1)
    expect(await adapter.reconnect('test-wallet')).toMatchObject({ accounts: [{ address: test.address }] })
    await adapter.disconnect()
    expect(test.wallet.accounts).toEqual([])
    expect(await adapter.reconnect('test-wallet')).toBeUndefined()
    expect(await adapter.reconnect('no-such-wallet')).toBeUndefined()
    await expect(adapter.disconnect()).resolves.toBeUndefined()
  })

  it('reconnect asks standard:connect silently when the wallet has it', async () => {
    const test = bitcoinTestWallet({ name: 'Silent' })
    const asked: unknown[] = []
    const silent: Wallet = {
      ...test.wallet,
      accounts: [],
      features: {
        ...test.wallet.features,
        'standard:connect': { version: '1.0.0', connect: async (input: unknown) => (asked.push(input), { accounts: [{ address: test.address, publicKey: test.publicKey, chains: [], features: [] }] }) },
      },
    }
    const adapter = createBitcoinAdapter(bitcoinRecordingContext([bitcoinMainnet]), { connectors: [silent], discover: false })
    expect(await adapter.reconnect('silent')).toMatchObject({ accounts: [{ address: test.address, type: 'payment' }] })
    expect(asked).toEqual([{ silent: true }])
  })

  it('switchNetwork moves among the configured networks and refuses others', async () => {
    const { adapter, context } = setUp()
    await adapter.connect('test-wallet')
    await adapter.switchNetwork(bitcoinTestnet)
    expect(context.events).toEqual([`network bip122 ${bitcoinTestnet.caipNetworkId}`])
    await expect(adapter.switchNetwork({ ...bitcoinTestnet, caipNetworkId: 'bip122:ffffffffffffffffffffffffffffffff' })).rejects.toMatchObject({ code: 5710 })
  })

  it('refuses invalid options', () => {
    expect(() => createBitcoinAdapter(bitcoinRecordingContext([]), { discover: 'yes' })).toThrow(ConfigError)
  })
})
