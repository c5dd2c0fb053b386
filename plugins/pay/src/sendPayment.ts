import type { PluginAdapters } from '@portico/kernel/extend'
import type { EvmTransfer } from '@portico/adapter-evm'
import type { SolanaTransfer } from '@portico/adapter-solana'
import { baseUnitsOf } from './baseUnitsOf.ts'
import { PayError } from './errors.ts'
import type { PaymentOptions } from './PaymentOptions.ts'

/** The transfers of a payment's namespace: EVM's native and ERC-20, Solana's SOL. */
function transferOf(adapters: PluginAdapters, options: PaymentOptions): EvmTransfer | SolanaTransfer | undefined {
  const namespace = options.paymentAsset.network.split(':')[0]
  if (namespace === 'eip155') return adapters.chainExtension('eip155:transfer')
  if (namespace === 'solana' && options.paymentAsset.asset === 'native') return adapters.chainExtension('solana:transfer')
  return undefined
}

/**
 * Sends a payment from the connected wallet on the active network (switched to the asset's
 * first): a native transfer, an ERC-20 `transfer`, or SOL. Resolves the transaction's hash (a
 * Solana signature) once the wallet sent it; rejects as the transfers do (code 4001 when declined).
 */
export async function sendPayment(adapters: PluginAdapters, options: PaymentOptions): Promise<string> {
  const transfer = transferOf(adapters, options)
  const { asset, metadata, network } = options.paymentAsset
  if (!transfer) throw new PayError('PAY_UNSUPPORTED_ASSET', `No adapter can pay ${asset === 'native' ? metadata.symbol : asset} on ${network}`)
  const value = baseUnitsOf(options.amount, metadata.decimals) ?? 0n
  return transfer.sendTransaction(asset === 'native' ? { to: options.recipient, value } : { to: options.recipient, value, token: asset })
}
