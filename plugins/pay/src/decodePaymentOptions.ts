import { decode, isEip155Address, isSolanaAddress } from '@portico/kernel/extend'
import { baseUnitsOf } from './baseUnitsOf.ts'
import { PayError } from './errors.ts'
import { PaymentOptions } from './PaymentOptions.ts'

/**
 * The host's payment options, decoded: throws a PayError (PAY_INVALID_OPTIONS) naming the field
 * that is wrong, such as `recipient` that is no address of the asset's network or an `amount`
 * with more decimals than the asset.
 */
export function decodePaymentOptions(input: unknown): PaymentOptions {
  const decoded = decode(PaymentOptions, input)
  if (!decoded.ok) throw new PayError('PAY_INVALID_OPTIONS', `Invalid payment options: ${decoded.error}`)
  const options = decoded.value
  const { network, asset, metadata } = options.paymentAsset
  const namespace = network.split(':')[0]
  const isAddress = namespace === 'eip155' ? isEip155Address : namespace === 'solana' ? isSolanaAddress : undefined
  if (isAddress && !(isAddress(options.recipient) && (namespace !== 'eip155' || options.recipient.startsWith('0x')))) {
    throw new PayError('PAY_INVALID_OPTIONS', `Invalid payment options: recipient: expected an address on ${network}, got ${JSON.stringify(options.recipient)}`)
  }
  if (namespace === 'eip155' && asset !== 'native' && !asset.startsWith('0x')) {
    throw new PayError('PAY_INVALID_OPTIONS', `Invalid payment options: paymentAsset.asset: expected "native" or a token contract on ${network}, got ${JSON.stringify(asset)}`)
  }
  if (baseUnitsOf(options.amount, metadata.decimals) === undefined) {
    throw new PayError('PAY_INVALID_OPTIONS', `Invalid payment options: amount: ${options.amount} has more decimals than the asset's ${metadata.decimals}`)
  }
  return options
}
