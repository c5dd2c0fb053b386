import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hex } from '@scure/base'
import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { p2wpkhInputSigned } from './esplora/p2wpkhInputSigned.ts'
import type { SpentOutput } from './esplora/p2wpkhInputSigned.ts'

/** Options of `startEsploraStandIn`. */
export interface EsploraStandInOptions {
  network: 'mainnet' | 'testnet'
  /** What `/fee-estimates` answers, sat/vB by confirmation target (default `{ 1: 3, 3: 2, 6: 1 }`). */
  feeEstimates?: Record<string, number>
}

/** A transaction the stand-in accepted: its id, raw hex, outputs (with their address when they have one) and fee. */
export interface AcceptedTransaction {
  txid: string
  hex: string
  outputs: { address: string | undefined; amount: bigint }[]
  fee: bigint
}

/** A running stand-in. */
export interface EsploraStandIn {
  url: string
  /** Pays `amount` satoshis to `address` in a new confirmed transaction; resolves its txid. */
  fund(address: string, amount: bigint): string
  /** The transactions `POST /tx` accepted, in order. */
  accepted: readonly AcceptedTransaction[]
  /** Why `POST /tx` refused transactions, in order. */
  refused: readonly string[]
  stop(): Promise<void>
}

interface Unspent extends SpentOutput {
  address: string | undefined
  txid: string
  vout: number
}

const minimumFeeRate = 1n
const block = { confirmed: true, block_height: 840_000, block_hash: '00'.repeat(32), block_time: 1_713_571_767 }

function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function text(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain' }).end(body)
}

/**
 * An Esplora-shaped stand-in for a Bitcoin node and indexer (Bitcoin Core cannot run here), on
 * 127.0.0.1 with Esplora's paths and shapes: `GET /address/:address/utxo`, `GET /tx/:txid/hex`,
 * `GET /fee-estimates` and `POST /tx` (raw hex body, answers the txid as text). It holds the
 * outputs `fund` creates and those of the transactions it accepted. A posted transaction is
 * accepted only when every input spends a known unspent P2WPKH output with a valid signature
 * (BIP-143, which commits to the amount), the outputs do not exceed the inputs and the fee pays at
 * least 1 sat/vB; otherwise it answers 400 with a reason, as bitcoind's `sendrawtransaction` would.
 */
export async function startEsploraStandIn(options: EsploraStandInOptions): Promise<EsploraStandIn> {
  const network = options.network === 'mainnet' ? NETWORK : TEST_NETWORK
  const feeEstimates = options.feeEstimates ?? { 1: 3, 3: 2, 6: 1 }
  const unspent = new Map<string, Unspent>()
  const rawTransactions = new Map<string, string>()
  const accepted: AcceptedTransaction[] = []
  const refused: string[] = []
  let funding = 0

  const addressOf = (script: Uint8Array): string | undefined => {
    try {
      return Address(network).encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }
  const keep = (transaction: Transaction) => {
    rawTransactions.set(transaction.id, transaction.hex)
    for (let vout = 0; vout < transaction.outputsLength; vout++) {
      const { script, amount } = transaction.getOutput(vout)
      if (!script || amount === undefined) continue
      unspent.set(`${transaction.id}:${vout}`, { script, amount, address: addressOf(script), txid: transaction.id, vout })
    }
  }
  // Why a transaction cannot be accepted, or undefined when it can.
  const refusal = (transaction: Transaction): string | undefined => {
    if (transaction.inputsLength === 0 || transaction.outputsLength === 0) return 'bad-txns-vin-empty or vout-empty'
    let inputs = 0n
    const seen = new Set<string>()
    for (let index = 0; index < transaction.inputsLength; index++) {
      const input = transaction.getInput(index)
      const key = `${hex.encode(input.txid ?? new Uint8Array())}:${input.index ?? -1}`
      const spent = unspent.get(key)
      if (!spent || seen.has(key)) return `bad-txns-inputs-missingorspent: input ${index} (${key})`
      seen.add(key)
      if (!p2wpkhInputSigned(transaction, index, spent)) return `mandatory-script-verify-flag-failed: input ${index} has no valid signature`
      inputs += spent.amount
    }
    let outputs = 0n
    for (let index = 0; index < transaction.outputsLength; index++) outputs += transaction.getOutput(index).amount ?? 0n
    if (outputs > inputs) return `bad-txns-in-belowout: outputs ${outputs} > inputs ${inputs}`
    if (inputs - outputs < BigInt(transaction.vsize) * minimumFeeRate) return `min relay fee not met: ${inputs - outputs} < ${transaction.vsize}`
    return undefined
  }
  const broadcast = (body: string): { status: number; body: string } => {
    let transaction: Transaction
    try {
      transaction = Transaction.fromRaw(hex.decode(body.trim()), { allowUnknownOutputs: true })
    } catch (error) {
      return { status: 400, body: `TX decode failed: ${error instanceof Error ? error.message : String(error)}` }
    }
    const reason = refusal(transaction)
    if (reason) {
      refused.push(reason)
      return { status: 400, body: `sendrawtransaction RPC error: {"code":-26,"message":"${reason}"}` }
    }
    let inputs = 0n
    for (let index = 0; index < transaction.inputsLength; index++) {
      const input = transaction.getInput(index)
      const key = `${hex.encode(input.txid ?? new Uint8Array())}:${input.index ?? -1}`
      inputs += unspent.get(key)?.amount ?? 0n
      unspent.delete(key)
    }
    const outputs = Array.from({ length: transaction.outputsLength }, (_, index) => transaction.getOutput(index))
    const paid = outputs.reduce((sum, output) => sum + (output.amount ?? 0n), 0n)
    keep(transaction)
    accepted.push({
      txid: transaction.id,
      hex: body.trim(),
      outputs: outputs.map((output) => ({ address: output.script ? addressOf(output.script) : undefined, amount: output.amount ?? 0n })),
      fee: inputs - paid,
    })
    return { status: 200, body: transaction.id }
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in.invalid').pathname.split('/').filter(Boolean).map(decodeURIComponent)
    const [first, second, third] = path
    if (request.method === 'POST' && first === 'tx' && path.length === 1) {
      readText(request).then(
        (body) => {
          const answer = broadcast(body)
          text(response, answer.status, answer.body)
        },
        () => text(response, 400, 'unreadable body'),
      )
      return
    }
    if (request.method !== 'GET') return text(response, 405, 'method not allowed')
    if (first === 'address' && third === 'utxo' && second !== undefined && path.length === 3) {
      const utxos = [...unspent.values()].filter(({ address }) => address === second).map(({ txid, vout, amount }) => ({ txid, vout, status: block, value: Number(amount) }))
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(utxos))
      return
    }
    if (first === 'tx' && third === 'hex' && second !== undefined && path.length === 3) {
      const raw = rawTransactions.get(second)
      return raw ? text(response, 200, raw) : text(response, 404, 'Transaction not found')
    }
    if (first === 'fee-estimates' && path.length === 1) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(feeEstimates))
      return
    }
    text(response, 404, 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    refused,
    fund(address, amount) {
      // A coinbase-like transaction: its input spends nothing the stand-in checks.
      const transaction = new Transaction({ allowUnknownInputs: true })
      funding += 1
      transaction.addOutputAddress(address, amount, network)
      transaction.addInput({ txid: new Uint8Array(32), index: 0xffffffff - funding, finalScriptSig: Uint8Array.of(0x51) })
      keep(transaction)
      return transaction.id
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
