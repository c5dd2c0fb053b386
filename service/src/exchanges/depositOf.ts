import { decodeFunctionData, erc20Abi, isAddressEqual, parseUnits } from 'viem'
import type { PublicClient } from 'viem'
import type { ExchangePayment } from './ExchangePayment.ts'

/**
 * Whether the transaction `hash` pays `payment` (`decimals` of its asset): a transfer of exactly
 * the amount to the recipient, of the native currency (the transaction's `to` and `value`) or of
 * the token (a `transfer(recipient, amount)` call to its contract). `unknown` while the chain does
 * not know the transaction yet.
 */
export async function depositOf(client: Pick<PublicClient, 'getTransaction'>, payment: ExchangePayment, decimals: number, hash: `0x${string}`): Promise<'pays' | 'does not pay' | 'unknown'> {
  let transaction: Awaited<ReturnType<PublicClient['getTransaction']>>
  try {
    transaction = await client.getTransaction({ hash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionNotFoundError') return 'unknown'
    throw error
  }
  const amount = parseUnits(payment.amount, decimals)
  const recipient = payment.recipient as `0x${string}`
  if (!transaction.to) return 'does not pay'
  if (payment.asset === 'native') return isAddressEqual(transaction.to, recipient) && transaction.value === amount ? 'pays' : 'does not pay'
  if (!isAddressEqual(transaction.to, payment.asset as `0x${string}`) || transaction.value !== 0n) return 'does not pay'
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: transaction.input })
    return call.functionName === 'transfer' && isAddressEqual(call.args[0], recipient) && call.args[1] === amount ? 'pays' : 'does not pay'
  } catch {
    return 'does not pay'
  }
}
