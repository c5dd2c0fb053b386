import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatUnits } from 'viem'
import type { OnRampOrder } from '../OnRampOrder.ts'
import { standInCheckoutPage } from './standInCheckoutPage.ts'

/** An asset the stand-in sells, with its prices in cents per fiat currency. */
export interface StandInAsset {
  chainId: string
  symbol: string
  decimals: number
  /** Cents of each fiat currency for one unit: `{ USD: 300_000n }` (3000 USD). */
  priceCents: Readonly<Record<string, bigint>>
}

/** Options of `onRampStandIn`. */
export interface OnRampStandInOptions {
  /** The name on its checkout page. */
  name: string
  /** The key its checkout page takes (`apiKey`). */
  publishableKey: string
  /** The key its quote and order API takes (header `x-api-key`). */
  secretKey: string
  assets: readonly StandInAsset[]
  /** Fee in basis points of the fiat paid, by payment method: `{ card: 200, bank: 100 }`. */
  feeBps: Readonly<Record<string, number>>
  /** Sends `amount` base units of the chain's native currency to `address` from the funded account; resolves with the transaction's hash (signature on Solana) once it landed. */
  payOut(chainId: string, address: string, amount: bigint): Promise<string>
  /** Card numbers it declines; default 4000 0000 0000 0002. */
  declinedCards?: readonly string[]
  /** Its port on 127.0.0.1; a free one when absent. */
  port?: number
}

/** A running stand-in. */
export interface OnRampStandIn {
  url: string
  /** The orders by id, as its order API reports them. */
  orders: ReadonlyMap<string, OnRampOrder>
  stop(): Promise<void>
}

interface Purchase {
  orderId: string
  chainId: string
  asset: StandInAsset
  fiat: string
  fiatCents: bigint
  feeCents: bigint
  paymentMethod: string
  cryptoAmount: bigint
  address: string
}

const cents = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`

function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return digits.length >= 12 && sum % 10 === 0
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function html(response: ServerResponse, status: number, page: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page)
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * A local stand-in for a hosted on-ramp provider, with the HTTP shape `httpOnRampProvider` speaks,
 * for the harness and tests (no real on-ramp runs here): `GET /v1/quote?chainId&asset&fiat&fiatAmount&paymentMethod`
 * (header `x-api-key`: its secret key) prices a purchase at its fixed prices less its fee; `GET
 * /v1/checkout?apiKey&orderId&chainId&asset&fiat&fiatAmount&paymentMethod&address&network` is its
 * checkout page with a test card form; paying there with a valid card sends the crypto amount from
 * the funded account (`payOut`) and completes the order, a declined card (4000 0000 0000 0002)
 * fails it and sends nothing, Cancel cancels it; `GET /v1/orders/{id}` (secret key) reports the
 * order, 404 before it is paid.
 */
export async function onRampStandIn(options: OnRampStandInOptions): Promise<OnRampStandIn> {
  const orders = new Map<string, OnRampOrder>()
  const declined = new Set((options.declinedCards ?? ['4000000000000002']).map((card) => card.replace(/\D/g, '')))

  /** The purchase the parameters ask for, or why not (code UNSUPPORTED or INVALID_REQUEST). */
  const purchaseOf = (query: URLSearchParams): Purchase | { error: string; code: string } => {
    const chainId = query.get('chainId') ?? ''
    const asset = options.assets.find((candidate) => candidate.chainId === chainId && candidate.symbol === query.get('asset'))
    if (!asset) return { error: `${query.get('asset') ?? ''} on ${chainId} is not sold`, code: 'UNSUPPORTED' }
    const fiat = query.get('fiat') ?? ''
    const price = asset.priceCents[fiat]
    if (price === undefined) return { error: `${fiat} is not accepted`, code: 'UNSUPPORTED' }
    const paymentMethod = query.get('paymentMethod') ?? 'card'
    const feeBps = options.feeBps[paymentMethod]
    if (feeBps === undefined) return { error: `The payment method ${paymentMethod} is not accepted`, code: 'UNSUPPORTED' }
    const amount = /^([0-9]{1,9})(?:\.([0-9]{1,2}))?$/.exec(query.get('fiatAmount') ?? '')
    if (!amount?.[1]) return { error: 'fiatAmount: expected a decimal amount', code: 'INVALID_REQUEST' }
    const fiatCents = BigInt(amount[1]) * 100n + BigInt((amount[2] ?? '').padEnd(2, '0'))
    if (fiatCents < 1000n) return { error: 'The amount is below the minimum of 10', code: 'UNSUPPORTED' }
    // The fee is added on top of what buys the crypto: paid = base · (1 + fee).
    const baseCents = (fiatCents * 10_000n) / BigInt(10_000 + feeBps)
    const cryptoAmount = (baseCents * 10n ** BigInt(asset.decimals)) / price
    return { orderId: query.get('orderId') ?? '', chainId, asset, fiat, fiatCents, feeCents: fiatCents - baseCents, paymentMethod, cryptoAmount, address: query.get('address') ?? '' }
  }
  const summaryOf = (purchase: Purchase) =>
    `${cents(purchase.fiatCents)} ${purchase.fiat} (fee ${cents(purchase.feeCents)}) for ${formatUnits(purchase.cryptoAmount, purchase.asset.decimals)} ${purchase.asset.symbol} to ${purchase.address}`
  const fieldsOf = (query: URLSearchParams) =>
    Object.fromEntries(['apiKey', 'orderId', 'chainId', 'asset', 'fiat', 'fiatAmount', 'paymentMethod', 'address', 'network'].map((name) => [name, query.get(name) ?? '']))
  const outcomeText = (order: OnRampOrder) =>
    order.status === 'completed'
      ? `Payment complete: ${order.cryptoAmount ?? ''} base units of ${order.asset ?? ''} sent (${order.transactionHash ?? ''}).`
      : order.status === 'failed'
        ? `Payment failed: ${order.failureReason ?? ''}`
        : order.status === 'cancelled'
          ? 'Payment cancelled.'
          : 'Payment processing…'

  const checkout = async (request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams): Promise<void> => {
    if (query.get('apiKey') !== options.publishableKey) return html(response, 401, standInCheckoutPage({ providerName: options.name, fields: {}, summary: 'This checkout link is not valid (unknown key).' }))
    const purchase = purchaseOf(query)
    if ('error' in purchase || !/^[A-Za-z0-9-]{8,64}$/.test(purchase.orderId) || purchase.address === '') {
      return html(response, 400, standInCheckoutPage({ providerName: options.name, fields: {}, summary: 'error' in purchase ? purchase.error : 'This checkout link is not valid.' }))
    }
    const page = (extra: Partial<Parameters<typeof standInCheckoutPage>[0]>) => standInCheckoutPage({ providerName: options.name, fields: fieldsOf(query), summary: summaryOf(purchase), ...extra })
    const existing = orders.get(purchase.orderId)
    if (existing && existing.status !== 'pending') return html(response, 200, page({ outcome: { status: existing.status, text: outcomeText(existing) } }))
    if (path === '/v1/checkout' && request.method === 'GET') return html(response, 200, page({}))
    const base = { id: purchase.orderId, chainId: purchase.chainId, asset: purchase.asset.symbol, address: purchase.address, cryptoAmount: String(purchase.cryptoAmount) }
    if (path === '/v1/checkout/cancel') {
      const order: OnRampOrder = { ...base, status: 'cancelled' }
      orders.set(purchase.orderId, order)
      return html(response, 200, page({ outcome: { status: order.status, text: outcomeText(order) } }))
    }
    const card = (query.get('card') ?? '').replace(/[\s-]/g, '')
    if (!/^[0-9]+$/.test(card) || !luhn(card)) return html(response, 200, page({ error: 'Your card number is not valid.' }))
    if (declined.has(card)) {
      const order: OnRampOrder = { ...base, status: 'failed', failureReason: 'Your card was declined.' }
      orders.set(purchase.orderId, order)
      return html(response, 200, page({ outcome: { status: order.status, text: outcomeText(order) } }))
    }
    orders.set(purchase.orderId, { ...base, status: 'processing' })
    let order: OnRampOrder
    try {
      order = { ...base, status: 'completed', transactionHash: await options.payOut(purchase.chainId, purchase.address, purchase.cryptoAmount) }
    } catch (error) {
      order = { ...base, status: 'failed', failureReason: `The funds could not be sent: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}` }
    }
    orders.set(purchase.orderId, order)
    html(response, 200, page({ outcome: { status: order.status, text: outcomeText(order) } }))
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://stand-in.invalid')
    const path = url.pathname
    if (request.method === 'POST' && (path === '/v1/checkout/pay' || path === '/v1/checkout/cancel')) return checkout(request, response, path, await formOf(request))
    if (request.method === 'GET' && path === '/v1/checkout') return checkout(request, response, path, url.searchParams)
    if (request.method !== 'GET') return json(response, 405, { error: 'Method not allowed', code: 'INVALID_REQUEST' })
    if (request.headers['x-api-key'] !== options.secretKey) return json(response, 401, { error: 'Invalid API key', code: 'UNAUTHORIZED' })
    if (path === '/v1/quote') {
      const purchase = purchaseOf(url.searchParams)
      if ('error' in purchase) return json(response, purchase.code === 'UNSUPPORTED' ? 422 : 400, purchase)
      return json(response, 200, {
        chainId: purchase.chainId,
        asset: purchase.asset.symbol,
        fiatCurrency: purchase.fiat,
        fiatAmount: cents(purchase.fiatCents),
        feeAmount: cents(purchase.feeCents),
        paymentMethod: purchase.paymentMethod,
        cryptoAmount: String(purchase.cryptoAmount),
        decimals: purchase.asset.decimals,
      })
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path)
    if (orderMatch?.[1]) {
      const order = orders.get(decodeURIComponent(orderMatch[1]))
      return order ? json(response, 200, order) : json(response, 404, { error: 'No such order', code: 'NOT_FOUND' })
    }
    json(response, 404, { error: `No route ${path}`, code: 'NOT_FOUND' })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error), code: 'INTERNAL' })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
