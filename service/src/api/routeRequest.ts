import { initialsImage } from '../registry/initialsImage.ts'
import { imageAnswer } from '../images/imageAnswer.ts'
import type { Answer } from './Answer.ts'
import { balancesAnswer } from './balancesAnswer.ts'
import { nftImageAnswer } from './nftImageAnswer.ts'
import { nftsAnswer } from './nftsAnswer.ts'
import { onRampRoute } from './onRampRoute.ts'
import { payRoute } from './payRoute.ts'
import { projectAnswer } from './projectAnswer.ts'
import type { Routes } from './Routes.ts'
import { swapChainsAnswer } from './swapChainsAnswer.ts'
import { swapQuoteAnswer } from './swapQuoteAnswer.ts'
import { swapTokensAnswer } from './swapTokensAnswer.ts'
import { swapWithin } from './swapWithin.ts'
import { transactionsAnswer } from './transactionsAnswer.ts'
import { walletsAnswer } from './walletsAnswer.ts'
import { withTimeout } from './withTimeout.ts'

const notFound: Answer = { status: 404, body: { error: 'Not found' } }
const tokenImageName = /^[a-z0-9._-]{1,32}$/

function svg(image: string): Answer {
  return { status: 200, body: image, contentType: 'image/svg+xml', headers: { 'cache-control': 'public, max-age=86400' } }
}

/**
 * Answers one GET by its path (already split and decoded) and query:
 * `/projects/{id}/config|origins`, `/chains` (the CAIP-2 ids the blockchain API serves), `/wallets`, `/images/wallets/{id}.svg`, `/images/tokens/{symbol}.svg`,
 * `/images/nfts/{caip2}/{contract}/{tokenId}`, `/balances/{address}`, `/transactions/{address}`,
 * `/nfts/{address}`, `/swap/chains`, `/swap/tokens`, `/swap/quote`, `/onramp/providers|quote|checkout|orders/{provider}/{id}`, `/pay/exchanges`, `/pay/exchanges/{id}/url|status` (errors `{ error, code }`); 404 `{ error }` for anything else. Answers that read a chain or an image host
 * are a 502 after `routes.timeoutMs`.
 */
export async function routeRequest(routes: Routes, parts: readonly string[], query: URLSearchParams): Promise<Answer> {
  const { context, timeoutMs } = routes
  const [first, second, third, fourth, fifth] = parts
  if (first === 'projects' && parts.length === 3 && second !== undefined && (third === 'config' || third === 'origins')) {
    return projectAnswer(context.database, second, third)
  }
  if (first === 'chains' && parts.length === 1) return { status: 200, body: { chains: context.chains.map((chain) => `eip155:${chain.chainId}`) } }
  if (first === 'wallets' && parts.length === 1) return walletsAnswer(context.database, query)
  if (first === 'images' && parts.length === 2 && second !== undefined) return imageAnswer(context, second)
  if (first === 'images' && second === 'wallets' && parts.length === 3 && third?.endsWith('.svg')) {
    const id = third.slice(0, -'.svg'.length)
    const [wallet] = await context.database.query<{ name: string }>('SELECT name FROM wallets WHERE id = $1', [id])
    return wallet ? svg(initialsImage({ id, name: wallet.name })) : notFound
  }
  if (first === 'images' && second === 'tokens' && parts.length === 3 && third?.endsWith('.svg')) {
    const name = third.slice(0, -'.svg'.length)
    return tokenImageName.test(name) ? svg(initialsImage({ id: name, name: name.toUpperCase() })) : notFound
  }
  if (first === 'images' && second === 'nfts' && parts.length === 5 && third !== undefined && fourth !== undefined && fifth !== undefined) {
    return withTimeout(nftImageAnswer(context, third, fourth, fifth), timeoutMs, `The image of ${third}:${fourth}:${fifth}`)
  }
  if (first === 'swap' && parts.length === 2) {
    const chain = query.get('chainId') ?? 'the chain'
    if (second === 'chains') return swapChainsAnswer(context)
    if (second === 'tokens') return swapWithin(swapTokensAnswer(context, query), timeoutMs, `The chain ${chain}`)
    if (second === 'quote') return swapWithin(swapQuoteAnswer(context, query), timeoutMs, `The swap on ${chain}`)
  }
  if (first === 'onramp') {
    const answer = onRampRoute(routes, parts.slice(1), query)
    if (answer) return answer
  }
  if (first === 'pay') {
    const answer = payRoute(routes, parts.slice(1), query)
    if (answer) return answer
  }
  if (parts.length === 2 && second !== undefined) {
    const chain = query.get('chainId') ?? 'the chain'
    if (first === 'balances') return withTimeout(balancesAnswer(routes.readBalances, context.chains, second, query), timeoutMs, `The chain ${chain}`)
    if (first === 'transactions') return withTimeout(transactionsAnswer(context, second, query, routes.readTransactionPages), timeoutMs, `The chain ${chain}`)
    if (first === 'nfts') return withTimeout(nftsAnswer(context, second, query), timeoutMs, `The chain ${chain}`)
  }
  return notFound
}
