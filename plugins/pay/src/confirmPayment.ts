import type { Network } from '@portico/kernel'
import type { PluginAdapters } from '@portico/kernel/extend'
import { PayError } from './errors.ts'

/**
 * Waits until a sent payment is on chain: `confirmed`, or `reverted` (an EVM transaction whose
 * receipt says so). Rejects when no receipt comes within the adapter's wait (a minute), the
 * payment then neither confirmed nor failed.
 */
export async function confirmPayment(adapters: PluginAdapters, hash: string, network: Network): Promise<'confirmed' | 'reverted'> {
  await adapters.ensureLoaded()
  if (network.chainNamespace === 'eip155') {
    const calls = adapters.chainExtension('eip155:calls')
    if (calls) return (await calls.waitForCall(hash, network)).status === 'success' ? 'confirmed' : 'reverted'
    const transfer = adapters.chainExtension('eip155:transfer')
    if (transfer) {
      await transfer.waitForTransaction(hash, network)
      return 'confirmed'
    }
  }
  const solana = network.chainNamespace === 'solana' ? adapters.chainExtension('solana:transfer') : undefined
  if (solana) {
    await solana.waitForTransaction(hash, network)
    return 'confirmed'
  }
  throw new PayError('PAY_UNSUPPORTED_NETWORK', `No adapter can track a payment on ${network.caipNetworkId}`)
}
