import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { secp256k1 } from '@noble/curves/secp256k1'
import { NETWORK, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEsploraStandIn } from '../../../tests/harness/esploraStandIn.ts'
import type { EsploraStandIn } from '../../../tests/harness/esploraStandIn.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const key = secp256k1.utils.randomPrivateKey()
const payment = p2wpkh(secp256k1.getPublicKey(key, true), NETWORK)
const address = payment.address as string
const recipient = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), NETWORK).address as string

describe('the Bitcoin routes, proxied to an Esplora API', () => {
  let standIn: EsploraStandIn
  let silent: Server
  let service: Service

  beforeAll(async () => {
    standIn = await startEsploraStandIn({ network: 'mainnet', feeEstimates: { 2: 7.5, 6: 3 } })
    // An Esplora API that never answers.
    silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    service = await startService({
      port: 0,
      upstreamTimeoutMs: 500,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [],
        bitcoin: [
          { network: mainnet, esploraUrl: `${standIn.url}/` },
          { network: testnet, esploraUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
        ],
      },
    })
  }, 60_000)

  afterAll(async () => {
    await service.stop()
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
    await standIn.stop()
  })

  const get = async (path: string) => {
    const response = await fetch(`${service.url}/bitcoin/${path}`)
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const post = async (network: string, body: string) => {
    const response = await fetch(`${service.url}/bitcoin/${network}/tx`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it("answers an address's unspent outputs and the fee estimates", async () => {
    const txid = standIn.fund(address, 25_000n)
    expect(await get(`${mainnet}/address/${address}/utxo`)).toEqual({ status: 200, body: [{ txid, vout: 0, value: 25_000, status: expect.objectContaining({ confirmed: true }) }] })
    expect(await get(`${mainnet}/fee-estimates`)).toEqual({ status: 200, body: { 2: 7.5, 6: 3 } })
  })

  it('broadcasts a raw transaction and answers its txid; a refused one is TRANSACTION_REJECTED with the reason', async () => {
    const txid = standIn.fund(address, 40_000n)
    const transaction = new Transaction()
    transaction.addInput({ txid, index: 0, witnessUtxo: { script: payment.script, amount: 40_000n } })
    transaction.addOutputAddress(recipient, 39_000n, NETWORK)
    transaction.sign(key)
    transaction.finalize()
    expect(await post(mainnet, `${transaction.hex}\n`)).toEqual({ status: 200, body: { txid: transaction.id } })
    expect(standIn.accepted.at(-1)).toMatchObject({ txid: transaction.id, outputs: [{ address: recipient, amount: 39_000n }] })
    expect(await post(mainnet, transaction.hex)).toEqual({ status: 400, body: { code: 'TRANSACTION_REJECTED', error: expect.stringContaining('missingorspent') } })
  })

  it('refuses what is not a raw transaction, an address that is not one, and a network not configured', async () => {
    expect(await post(mainnet, 'not hex')).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await post(mainnet, 'abc')).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await get(`${mainnet}/address/${encodeURIComponent('../fee-estimates?')}/utxo`)).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await get(`bip122:00000000000000000000000000000000/fee-estimates`)).toMatchObject({ status: 404, body: { code: 'UNKNOWN_NETWORK' } })
    expect((await get(`${mainnet}/blocks`)).status).toBe(404)
  })

  it('is a 502 UPSTREAM_ERROR when the Esplora API does not answer in time', async () => {
    expect(await get(`${testnet}/fee-estimates`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_ERROR' } })
    expect(await post(testnet, '00')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_ERROR' } })
  })

  it('refuses a config whose network is not a bip122 CAIP-2 id', async () => {
    await expect(
      startService({ port: 0, config: { database: { memory: true }, projects: [], chains: [], bitcoin: [{ network: 'bitcoin:mainnet', esploraUrl: standIn.url }] } }),
    ).rejects.toThrow(/bitcoin\.0\.network/)
  })
})
