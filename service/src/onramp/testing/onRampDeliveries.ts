import { randomBytes } from 'node:crypto'
import { createWalletClient, http, publicActions } from 'viem'
import type { Address, Hash } from 'viem'
import { onRampEvmFunder } from '../../../../tests/harness/onRampFunder.ts'
import { localChainOf } from '../../../../tests/harness/localChainOf.ts'

/** What an on-ramp stand-in does when paid, as a test chooses: delivers, or reports a delivery that is not one. */
export type Delivery = 'delivers' | 'pays someone else' | 'pays less' | 'not on chain' | 'replays an earlier transfer'

/** A stand-in's `payOut` whose behaviour the test sets (`delivery`), from the harness's on-ramp funder (anvil account 7). */
export interface OnRampDeliveries {
  delivery: Delivery
  /** The hash `replays an earlier transfer` reports (a transfer to the address made before the checkout). */
  earlier: Hash | undefined
  payOut(chainId: string, address: string, amount: bigint): Promise<string>
  /** Sends `amount` to `address` now; resolves with the mined transaction's hash. */
  send(address: Address, amount: bigint): Promise<Hash>
}

/**
 * TEST ONLY: the payouts of an on-ramp stand-in that lies as the test says: sends the amount
 * (`delivers`), sends it to `someoneElse` or one wei less, reports a hash the chain never saw, or
 * reports `earlier` (an older transfer to the same address) without sending anything.
 */
export async function onRampDeliveries(rpcUrl: string, someoneElse: Address): Promise<OnRampDeliveries> {
  const wallet = createWalletClient({ account: onRampEvmFunder(), chain: await localChainOf(rpcUrl), transport: http(rpcUrl) }).extend(publicActions)
  const send = async (to: Address, value: bigint) => {
    const hash = await wallet.sendTransaction({ to, value })
    await wallet.waitForTransactionReceipt({ hash })
    return hash
  }
  const deliveries: OnRampDeliveries = {
    delivery: 'delivers',
    earlier: undefined,
    send,
    async payOut(_chainId, address, amount) {
      const to = address as Address
      switch (deliveries.delivery) {
        case 'delivers':
          return send(to, amount)
        case 'pays someone else':
          return send(someoneElse, amount)
        case 'pays less':
          return send(to, amount - 1n)
        case 'not on chain':
          return `0x${randomBytes(32).toString('hex')}`
        case 'replays an earlier transfer':
          if (!deliveries.earlier) throw new Error('No earlier transfer to replay')
          return deliveries.earlier
      }
    },
  }
  return deliveries
}
