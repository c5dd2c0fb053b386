import { createPublicClient, http, isAddress } from 'viem'
import type { Database } from '../Database.ts'
import { depositOf } from '../exchanges/depositOf.ts'
import type { DepositVerdict } from '../exchanges/depositOf.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import { OnRampError } from './OnRampError.ts'
import type { OnRampOrder } from './OnRampOrder.ts'
import type { OnRampProvider } from './OnRampProvider.ts'
import { base58 } from '@scure/base'
import type { SolanaConfig } from '../solana/SolanaConfig.ts'
import { solanaDepositOf } from '../solana/solanaDepositOf.ts'
import { solanaSlotOf } from '../solana/solanaSlotOf.ts'

/** Whether a text is base58 of `length` bytes (a Solana address: 32; a signature: 64). */
function base58Of(text: string, length: number): boolean {
  try {
    return base58.decode(text).length === length
  } catch {
    return false
  }
}

type OrderRow = {
  chain_id: string
  asset: string
  address: string
  opened_block: string | null
  verdict: OnRampOrder | null
}

/**
 * An on-ramp provider whose word is checked on chain: each checkout opened is stored by order id
 * in the database with the chain's height at that moment (so any process checks it), and an order
 * the provider reports `completed` is passed on only when its transaction delivers at least the
 * order's `cryptoAmount` of the chain's native currency to the order's address, mined and
 * successful, in a block after the checkout was opened (`depositOf`); `processing` while the chain
 * has not mined it, `failed` when it delivers something else. A verdict, once reached, is stored
 * and answered from then on. An order this service opened no checkout for is `pending` whatever
 * the provider says of it, and only the EVM assets on the service's `chains` are offered. On a
 * Solana network of the config's `solana` the same holds: the order's slot when opened, and the
 * reported signature must be a confirmed, successful transaction in that slot or later that raised
 * the address's balance by at least `cryptoAmount` lamports (`solanaDepositOf`). Orders on a
 * Solana network the config does not list are passed on as the provider reports them (the service
 * cannot read that network): list every network the providers sell on.
 */
export function checkedOnRampProvider(provider: OnRampProvider, chains: readonly IndexedChain[], timeoutMs: number, database: Database, solana: SolanaConfig = []): OnRampProvider {
  const providerId = provider.info.id
  const evmChainOf = (chainId: string) => chains.find((candidate) => `eip155:${candidate.chainId}` === chainId)
  const solanaNetworkOf = (chainId: string) => solana.find((candidate) => candidate.network === chainId)
  const clientOf = (chain: IndexedChain) => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) })
  const offered = provider.info.assets.filter((asset) => !asset.chainId.startsWith('eip155:') || evmChainOf(asset.chainId))
  const checkable = { ...provider.info, assets: offered, chains: [...new Set(offered.map((asset) => asset.chainId))] }

  const verdictOf = async (orderId: string, row: OrderRow, order: OnRampOrder): Promise<OnRampOrder> => {
    const ours = { id: orderId, chainId: row.chain_id, asset: row.asset, address: row.address }
    if (order.status !== 'completed') return { ...order, ...ours }
    const solanaNetwork = solanaNetworkOf(row.chain_id)
    if (!row.chain_id.startsWith('eip155:') && !solanaNetwork) return { ...order, ...ours }
    const chain = evmChainOf(row.chain_id)
    const processing: OnRampOrder = { ...ours, status: 'processing', ...(order.cryptoAmount === undefined ? {} : { cryptoAmount: order.cryptoAmount }) }
    // Reported done with nothing to check, or on a chain no longer configured: not delivered yet.
    if ((!chain && !solanaNetwork) || row.opened_block === null || !order.transactionHash || !/^[0-9]{1,78}$/.test(order.cryptoAmount ?? '')) return processing
    const hash = order.transactionHash
    const amount = order.cryptoAmount ?? '0'
    let verdict: OnRampOrder = { ...order, ...ours }
    const wellFormed = solanaNetwork ? base58Of(hash, 64) : /^0x[0-9a-fA-F]{64}$/.test(hash)
    if (!wellFormed) verdict = { ...ours, status: 'failed', failureReason: `${provider.info.name} reported ${JSON.stringify(hash)}, not a transaction hash` }
    else {
      const expected = { asset: 'native', recipient: row.address, amount: BigInt(amount), match: 'at least', afterBlock: BigInt(row.opened_block) } as const
      const deposit: DepositVerdict = solanaNetwork
        ? await solanaDepositOf(solanaNetwork.rpcUrl, { recipient: row.address, amount: BigInt(amount), fromSlot: BigInt(row.opened_block) }, hash, timeoutMs)
        : chain
          ? await depositOf(clientOf(chain), expected, hash as `0x${string}`)
          : 'unknown'
      if (deposit === 'unknown') return processing
      if (deposit === 'does not pay') {
        verdict = { ...ours, status: 'failed', transactionHash: hash, failureReason: `${provider.info.name}'s transaction ${hash} does not deliver ${amount} of ${row.asset} to ${row.address} after the order was opened` }
      }
    }
    // The first verdict stored wins, so every process answers the same one.
    const [stored] = await database.query<{ verdict: OnRampOrder }>(
      'UPDATE on_ramp_orders SET verdict = COALESCE(verdict, $3::jsonb) WHERE provider_id = $1 AND order_id = $2 RETURNING verdict',
      [providerId, orderId, JSON.stringify(verdict)],
    )
    return stored?.verdict ?? verdict
  }

  return {
    info: checkable,
    ...(provider.senders === undefined ? {} : { senders: provider.senders }),
    quote: (request) => provider.quote(request),
    async checkoutUrl(request) {
      const chain = evmChainOf(request.chainId)
      if (request.chainId.startsWith('eip155:')) {
        if (!chain) throw new OnRampError('UNSUPPORTED', `${provider.info.name} purchases on ${request.chainId} cannot be checked on chain by this service`)
        if (!isAddress(request.address, { strict: false })) throw new OnRampError('INVALID_REQUEST', `address: expected an EVM address, got ${JSON.stringify(request.address)}`)
      }
      const solanaNetwork = solanaNetworkOf(request.chainId)
      if (solanaNetwork && !base58Of(request.address, 32)) throw new OnRampError('INVALID_REQUEST', `address: expected a Solana address, got ${JSON.stringify(request.address)}`)
      const openedBlock = chain
        ? await clientOf(chain).getBlockNumber({ cacheTime: 0 })
        : solanaNetwork
          ? await solanaSlotOf(solanaNetwork.rpcUrl, timeoutMs)
          : null
      await database.query(
        'INSERT INTO on_ramp_orders (provider_id, order_id, chain_id, asset, address, opened_block) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (provider_id, order_id) DO NOTHING',
        [providerId, request.orderId, request.chainId, request.asset, request.address, openedBlock === null ? null : openedBlock.toString()],
      )
      const [row] = await database.query<OrderRow>('SELECT chain_id, asset, address FROM on_ramp_orders WHERE provider_id = $1 AND order_id = $2', [providerId, request.orderId])
      if (!row || row.chain_id !== request.chainId || row.asset !== request.asset || row.address.toLowerCase() !== request.address.toLowerCase()) {
        throw new OnRampError('INVALID_REQUEST', `orderId: ${request.orderId} was already opened for another purchase`)
      }
      return provider.checkoutUrl(request)
    },
    async order(orderId) {
      const [row] = await database.query<OrderRow>('SELECT chain_id, asset, address, opened_block::text AS opened_block, verdict FROM on_ramp_orders WHERE provider_id = $1 AND order_id = $2', [
        providerId,
        orderId,
      ])
      // No checkout opened here: nothing to check a delivery against.
      if (!row) return { id: orderId, status: 'pending' }
      if (row.verdict) return row.verdict
      return verdictOf(orderId, row, await provider.order(orderId))
    },
  }
}
