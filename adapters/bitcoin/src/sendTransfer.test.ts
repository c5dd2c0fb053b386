import { secp256k1 } from '@noble/curves/secp256k1'
import { NETWORK, p2wpkh } from '@scure/btc-signer'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Service } from '../../../service/src/Service.ts'
import { startService } from '../../../service/src/startService.ts'
import { startEsploraStandIn } from '../../../tests/harness/esploraStandIn.ts'
import type { EsploraStandIn } from '../../../tests/harness/esploraStandIn.ts'
import { createBitcoinAdapter } from './createBitcoinAdapter.ts'
import { bitcoinMainnet } from './networks/bitcoinMainnet.ts'
import { bitcoinTestnet } from './networks/bitcoinTestnet.ts'
import { bitcoinRecordingContext } from './testing/bitcoinRecordingContext.ts'
import { bitcoinTestWallet } from './testing/bitcoinTestWallet.ts'
import type { BitcoinTestWallet } from './testing/bitcoinTestWallet.ts'
import type { BitcoinSendTransferInput } from './walletFeature.ts'

const recipient = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), NETWORK).address as string

describe("walletProvider().sendTransfer: AppKit's BitcoinConnector send", () => {
  let standIn: EsploraStandIn
  let service: Service

  beforeAll(async () => {
    standIn = await startEsploraStandIn({ network: 'mainnet', feeEstimates: { 1: 9, 6: 2.4, 25: 1 } })
    service = await startService({
      port: 0,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [],
        bitcoin: [{ network: bitcoinMainnet.caipNetworkId, esploraUrl: standIn.url }],
      },
    })
  }, 60_000)

  afterAll(async () => {
    await service.stop()
    await standIn.stop()
  })

  async function connected(test: BitcoinTestWallet, wallet: Wallet = test.wallet, withService = true) {
    const context = { ...bitcoinRecordingContext([bitcoinMainnet, bitcoinTestnet]), projectServiceUrl: withService ? service.url : undefined }
    const adapter = createBitcoinAdapter(context, { connectors: [wallet], discover: false })
    await adapter.connect('test-wallet')
    const provider = adapter.walletProvider()
    if (!provider) throw new Error('No wallet provider once connected')
    return provider
  }

  it("builds the transfer from the address's unspent outputs, has the wallet sign it and broadcasts it: the node accepts exactly that amount", async () => {
    const test = bitcoinTestWallet({ name: 'Test Wallet' })
    standIn.fund(test.address, 30_000n)
    standIn.fund(test.address, 50_000n)
    const provider = await connected(test)
    const txid = await provider.sendTransfer({ recipient, amount: '60000' })
    const accepted = standIn.accepted.at(-1)
    expect(accepted?.txid).toBe(txid)
    expect(test.lastPsbtRequest).toMatchObject({ chain: 'bitcoin:mainnet', inputsToSign: [{ account: { address: test.address }, signingIndexes: [0, 1] }] })
    expect(accepted?.outputs.filter(({ address }) => address === recipient)).toEqual([{ address: recipient, amount: 60_000n }])
    const change = accepted?.outputs.filter(({ address }) => address === test.address) ?? []
    expect(change).toHaveLength(1)
    // Fee at the 6-block estimate (2.4, rounded up to 3 sat/vB); inputs = outputs + fee, as the stand-in checked.
    expect(60_000n + (change[0]?.amount ?? 0n) + (accepted?.fee ?? 0n)).toBe(80_000n)
    expect(accepted?.fee).toBeGreaterThanOrEqual(3n * 200n)
    expect(accepted?.fee).toBeLessThan(3n * 260n)
  })

  it('uses the wallet’s own bitcoin:sendTransfer when it has one, and nothing is built', async () => {
    const test = bitcoinTestWallet({ name: 'Test Wallet' })
    const asked: BitcoinSendTransferInput[] = []
    const wallet: Wallet = {
      ...test.wallet,
      get accounts() {
        return test.wallet.accounts
      },
      features: {
        ...test.wallet.features,
        'bitcoin:sendTransfer': {
          version: '1.0.0',
          sendTransfer: async (input: BitcoinSendTransferInput) => {
            asked.push(input)
            return { txid: 'ab'.repeat(32) }
          },
        },
      },
    }
    const provider = await connected(test, wallet)
    const broadcastsBefore = standIn.accepted.length + standIn.refused.length
    expect(await provider.sendTransfer({ recipient, amount: '12345' })).toBe('ab'.repeat(32))
    expect(asked).toEqual([{ account: expect.objectContaining({ address: test.address }), recipients: [{ address: recipient, amount: '12345' }], chain: 'bitcoin:mainnet' }])
    expect(test.lastPsbtRequest).toBeUndefined()
    expect(standIn.accepted.length + standIn.refused.length).toBe(broadcastsBefore)
  })

  it('refuses too little to pay amount and fee (-32000), a bad recipient or amount (-32602), and sends nothing when the user declines (4001)', async () => {
    const test = bitcoinTestWallet({ name: 'Test Wallet' })
    standIn.fund(test.address, 10_000n)
    const provider = await connected(test)
    const acceptedBefore = standIn.accepted.length
    await expect(provider.sendTransfer({ recipient, amount: '10000' })).rejects.toMatchObject({ code: -32000 })
    await expect(provider.sendTransfer({ recipient: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', amount: '1000' })).rejects.toMatchObject({ code: -32602 })
    await expect(provider.sendTransfer({ recipient, amount: '1.5' })).rejects.toMatchObject({ code: -32602 })
    await expect(provider.sendTransfer({ recipient, amount: '0' })).rejects.toMatchObject({ code: -32602 })
    test.setPolicy('reject')
    await expect(provider.sendTransfer({ recipient, amount: '5000' })).rejects.toMatchObject({ code: 4001 })
    expect(standIn.accepted.length).toBe(acceptedBefore)
  })

  it('is 4200 without a project service to read unspent outputs from', async () => {
    const test = bitcoinTestWallet({ name: 'Test Wallet' })
    const provider = await connected(test, test.wallet, false)
    await expect(provider.sendTransfer({ recipient, amount: '1000' })).rejects.toMatchObject({ code: 4200 })
  })
})
