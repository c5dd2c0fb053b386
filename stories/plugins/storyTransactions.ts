import type { Transaction, TransactionSource } from '@portico/plugin-activity'
import { storyAddresses } from '../storyAddresses.ts'
import { storyHeldAnswers } from '../storyHeldAnswers.ts'
import { storyImage } from '../storyImage.ts'

/**
 * What the story's transaction source does: fixed pages, nothing, a failure, never answering,
 * fixed with spam and another chain's transactions in it, or the first page once the story releases it.
 */
export type StoryTransactions = 'fixed' | 'empty' | 'fail' | 'pending' | 'spam' | 'swap' | 'held'

const account = storyAddresses.eip155 ?? ''
const alice = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const shop = '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const punks = '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB'

function hash(n: number): string {
  return `0x${(0xabc0 + n).toString(16).padStart(64, '0')}`
}

type Transfer = Transaction['transfers'][number]

function fungible(symbol: string, numeric: string, direction: 'in' | 'out', counterparty: string, options: { address?: string; hue?: number; spam?: boolean } = {}): Transfer {
  return {
    fungible_info: {
      name: symbol,
      symbol,
      ...(options.address ? { address: options.address } : {}),
      ...(options.hue === undefined ? {} : { icon: { url: storyImage(symbol, options.hue) } }),
      ...(options.spam ? { flags: { is_spam: true } } : {}),
    },
    direction,
    quantity: { numeric },
    sender: direction === 'in' ? counterparty : account,
    recipient: direction === 'in' ? account : counterparty,
  }
}

function transaction(n: number, minedAt: string, operationType: Transaction['metadata']['operationType'], transfers: Transfer[], options: { status?: 'confirmed' | 'failed'; chain?: string; to?: string } = {}): Transaction {
  const chain = options.chain ?? 'eip155:1'
  return {
    id: `${chain}:${hash(n)}`,
    metadata: { operationType, hash: hash(n), minedAt, sentFrom: account, sentTo: options.to ?? alice, status: options.status ?? 'confirmed', nonce: n, chain, blockNumber: 21_000_000 - n },
    transfers,
  }
}

const nft: Transfer = {
  nft_info: { name: 'Story Punk #42', token_id: '42', collection: { name: 'Story Punks', address: punks }, content: { preview: { url: storyImage('SP', 300) } }, flags: { is_spam: false } },
  direction: 'in',
  quantity: { numeric: '1' },
  sender: '0x0000000000000000000000000000000000000000',
  recipient: account,
}

/** The story account's history on Ethereum over three months, newest first (mid-month noon UTC: the same month in every time zone). */
export const storyHistory: Transaction[] = [
  transaction(1, '2026-11-14T12:00:00Z', 'send', [fungible('ETH', '0.25', 'out', alice)]),
  transaction(2, '2026-11-12T12:00:00Z', 'receive', [fungible('USDC', '1200', 'in', shop, { address: usdc, hue: 210 })], { to: account }),
  transaction(3, '2026-11-10T12:00:00Z', 'mint', [nft], { to: punks }),
  transaction(4, '2026-10-18T12:00:00Z', 'send', [fungible('USDC', '35.5', 'out', shop, { address: usdc, hue: 210 })], { to: usdc }),
  transaction(5, '2026-10-15T12:00:00Z', 'execute', [], { to: shop, status: 'failed' }),
  transaction(6, '2026-09-16T12:00:00Z', 'receive', [fungible('ETH', '1.5', 'in', alice)], { to: account }),
]

const spamOnly = transaction(7, '2026-11-13T12:00:00Z', 'receive', [fungible('FREE', '10000', 'in', shop, { address: '0x1111111111111111111111111111111111111111', spam: true })], { to: account })
// A swap through a router: ETH paid to it, PTT received from it in the same transaction.
const swapped = transaction(9, '2026-11-15T12:00:00Z', 'send', [fungible('ETH', '0.01', 'out', shop), fungible('PTT', '149.85', 'in', shop, { address: '0x2222222222222222222222222222222222222222', hue: 40 })], { to: shop })
const otherChain = transaction(8, '2026-11-11T12:00:00Z', 'send', [fungible('ETH', '3', 'out', alice)], { chain: 'eip155:8453' })

/** A transaction source for stories: the fixed history in two pages (by cursor), or as told. No network. */
export function storyTransactions(behaviour: StoryTransactions = 'fixed'): TransactionSource {
  return {
    fetchPage: ({ cursor }) => {
      if (behaviour === 'pending') return new Promise(() => {})
      if (behaviour === 'held') return storyHeldAnswers.wait().then(() => ({ data: storyHistory.slice(0, 4), next: 'page-2' }))
      if (behaviour === 'fail') return Promise.reject(new Error('HTTP status code: 503'))
      if (behaviour === 'empty') return Promise.resolve({ data: [], next: null })
      if (behaviour === 'swap') return Promise.resolve({ data: [swapped, storyHistory[0]!], next: null })
      if (behaviour === 'spam') return Promise.resolve({ data: [storyHistory[0]!, spamOnly, otherChain, storyHistory[1]!], next: null })
      return Promise.resolve(cursor === 'page-2' ? { data: storyHistory.slice(4), next: null } : { data: storyHistory.slice(0, 4), next: 'page-2' })
    },
  }
}
