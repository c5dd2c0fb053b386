import { formatUnits, getAddress } from 'viem'
import type { IndexedChain } from '../index/IndexedChain.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { TransactionTransfer, TransferRow } from './transactionOf.ts'

const checksummed = (address: string) => getAddress(address)

/** One transfer row as SPEC's transfer, relative to `account` (lower-case); `price` is the asset's USD price when known. */
export function transactionTransferOf(context: ServiceContext, chain: IndexedChain, row: TransferRow, account: string, price: number | undefined): TransactionTransfer {
  const caip2 = `eip155:${chain.chainId}`
  const direction = row.from_address === account && row.to_address === account ? 'self' : row.from_address === account ? 'out' : 'in'
  const ends = { direction, sender: checksummed(row.from_address), recipient: checksummed(row.to_address) } as const
  const isSpam = row.contract !== null && context.spam.has(`${caip2}:${row.contract}`)
  const contract = row.contract ? checksummed(row.contract) : ''
  if (row.kind === 'erc721') {
    const tokenId = row.token_id ?? '0'
    const collectionName = row.token_name ?? row.token_symbol ?? contract
    const preview = row.nft_has_image ? { preview: { url: `${context.baseUrl}/images/nfts/${caip2}/${contract}/${tokenId}` } } : undefined
    return {
      nft_info: { name: row.nft_name ?? `${collectionName} #${tokenId}`, token_id: tokenId, collection: { name: collectionName, address: contract }, ...(preview && { content: preview }), flags: { is_spam: isSpam } },
      ...ends,
      quantity: { numeric: '1', decimals: 0 },
    }
  }
  const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const symbol = row.kind === 'native' ? native.symbol : (row.token_symbol ?? '')
  const decimals = row.kind === 'native' ? native.decimals : (row.token_decimals ?? 0)
  const numeric = formatUnits(BigInt(row.amount ?? '0'), decimals)
  const fungible: NonNullable<TransactionTransfer['fungible_info']> = {
    name: row.kind === 'native' ? native.name : (row.token_name ?? row.token_symbol ?? contract),
    symbol,
    ...(contract && { address: contract }),
    ...(symbol !== '' && /^[\w.-]{1,32}$/.test(symbol) && { icon: { url: `${context.baseUrl}/images/tokens/${symbol.toLowerCase()}.svg` } }),
    ...(row.contract && { flags: { is_spam: isSpam } }),
  }
  const valued = price === undefined ? {} : { price, value: price * Number(numeric) }
  return { fungible_info: fungible, ...ends, quantity: { numeric, decimals }, ...valued }
}
