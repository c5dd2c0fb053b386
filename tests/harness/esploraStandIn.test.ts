import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { NETWORK, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEsploraStandIn } from './esploraStandIn.ts'
import type { EsploraStandIn } from './esploraStandIn.ts'

const key = secp256k1.utils.randomPrivateKey()
const payment = p2wpkh(secp256k1.getPublicKey(key, true), NETWORK)
const recipient = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), NETWORK).address as string

// A transaction spending one funded output: `claimed` is the amount the signer is told the output holds.
function spend(txid: string, claimed: bigint, outputs: bigint[], sign = true): Transaction {
  const transaction = new Transaction()
  transaction.addInput({ txid, index: 0, witnessUtxo: { script: payment.script, amount: claimed } })
  for (const amount of outputs) transaction.addOutputAddress(recipient, amount, NETWORK)
  if (sign) {
    transaction.sign(key)
    transaction.finalize()
  }
  return transaction
}

describe('the Esplora stand-in', () => {
  let standIn: EsploraStandIn
  const post = async (transaction: Transaction) => {
    const response = await fetch(`${standIn.url}/tx`, { method: 'POST', body: transaction.hex })
    return { status: response.status, body: await response.text() }
  }

  beforeAll(async () => {
    standIn = await startEsploraStandIn({ network: 'mainnet' })
  })
  afterAll(() => standIn.stop())

  it("answers Esplora's utxo, fee-estimates and tx hex shapes", async () => {
    const txid = standIn.fund(payment.address as string, 50_000n)
    const utxos = (await (await fetch(`${standIn.url}/address/${payment.address}/utxo`)).json()) as unknown[]
    expect(utxos).toContainEqual(expect.objectContaining({ txid, vout: 0, value: 50_000, status: expect.objectContaining({ confirmed: true }) }))
    expect(await (await fetch(`${standIn.url}/fee-estimates`)).json()).toEqual({ 1: 3, 3: 2, 6: 1 })
    const raw = await (await fetch(`${standIn.url}/tx/${txid}/hex`)).text()
    expect(Transaction.fromRaw(hex.decode(raw), { allowUnknownInputs: true }).getOutput(0).amount).toBe(50_000n)
  })

  it('accepts a signed transaction that spends a known output, and the output is spent afterwards', async () => {
    const txid = standIn.fund(payment.address as string, 30_000n)
    const transaction = spend(txid, 30_000n, [12_345n, 17_000n])
    expect(await post(transaction)).toEqual({ status: 200, body: transaction.id })
    expect(standIn.accepted.at(-1)).toMatchObject({ txid: transaction.id, fee: 655n, outputs: [{ address: recipient, amount: 12_345n }, { address: recipient, amount: 17_000n }] })
    expect((await post(transaction)).status).toBe(400)
    expect(standIn.refused.at(-1)).toMatch(/missingorspent/)
  })

  it("refuses a signature that is not this transaction's (taken from another spending the same output)", async () => {
    const txid = standIn.fund(payment.address as string, 30_000n)
    const signed = spend(txid, 30_000n, [10_000n])
    const other = spend(txid, 30_000n, [29_000n], false)
    other.updateInput(0, { finalScriptWitness: signed.getInput(0).finalScriptWitness }, true)
    expect((await post(other)).status).toBe(400)
    expect(standIn.refused.at(-1)).toMatch(/no valid signature/)
    expect((await post(signed)).status).toBe(200)
  })

  it('refuses a signature made over a wrong input amount, and outputs above the inputs', async () => {
    const txid = standIn.fund(payment.address as string, 30_000n)
    expect((await post(spend(txid, 40_000n, [35_000n]))).status).toBe(400)
    expect(standIn.refused.at(-1)).toMatch(/no valid signature/)
    const secondTxid = standIn.fund(payment.address as string, 20_000n)
    const tooMuch = new Transaction()
    tooMuch.addInput({ txid: secondTxid, index: 0, witnessUtxo: { script: payment.script, amount: 20_000n } })
    tooMuch.addOutputAddress(recipient, 25_000n, NETWORK)
    tooMuch.sign(key)
    // btc-signer will not finalize it: the witness is put together by hand, as a careless wallet might.
    const [[publicKey, signature]] = tooMuch.getInput(0).partialSig as [[Uint8Array, Uint8Array]]
    tooMuch.updateInput(0, { finalScriptWitness: [signature, publicKey] }, true)
    expect((await post(tooMuch)).status).toBe(400)
    expect(standIn.refused.at(-1)).toMatch(/in-belowout/)
    expect((await post(spend(txid, 30_000n, [29_999n]))).status).toBe(400)
    expect(standIn.refused.at(-1)).toMatch(/min relay fee/)
    expect((await post(spend(txid, 30_000n, [29_000n]))).status).toBe(200)
  })
})
