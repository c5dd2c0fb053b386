import { BaseError, ProviderError } from '@portico/kernel'
import type { EvmCalls, EvmTransfer } from '@portico/adapter-evm'
import type { ChainAdapter, ChainAdapterDefinition, TransferRequest } from '@portico/kernel/extend'

/** How the test wallet answers a transfer: sends it, declines (4001), or fails (insufficient funds). */
export type TestPayAnswer = 'succeed' | 'decline' | 'fail'

/** Options of `testPayWallet`. */
export interface TestPayWalletOptions {
  /** How it answers a transfer; default succeed. */
  answer?: TestPayAnswer
  /** How a sent transfer ends on chain; default confirmed. */
  outcome?: 'success' | 'reverted'
  /** Holds every receipt until `confirm()`; default false. */
  hold?: boolean
}

/** What the test wallet was asked, and the way to let held receipts come. */
export interface TestPayWallet {
  readonly adapter: ChainAdapterDefinition
  /** The transfers sent, in order. */
  readonly sent: TransferRequest[]
  /** The networks switched to, in order. */
  readonly switched: string[]
  /** Lets the held receipts come. */
  confirm(): void
}

/**
 * A deterministic EVM chain adapter for the pay tests: one announced connector, the test account
 * on the first network, network switching, and the `eip155:transfer` and `eip155:calls`
 * extensions in memory (a receipt for each sent transfer, held until told when asked). No network, no timers.
 */
export function testPayWallet(options: TestPayWalletOptions = {}): TestPayWallet {
  const sent: TransferRequest[] = []
  const switched: string[] = []
  const held: (() => void)[] = []
  const wait = (): Promise<void> => (options.hold ? new Promise((resolve) => held.push(resolve)) : Promise.resolve())
  const transfer: EvmTransfer = {
    async sendTransaction(request) {
      if (options.answer === 'decline') throw new ProviderError('User rejected the request.', { code: 4001 })
      if (options.answer === 'fail') throw new BaseError('Insufficient funds', { code: 'INSUFFICIENT_FUNDS' })
      sent.push(request)
      return `0x${sent.length.toString(16).padStart(64, '0')}`
    },
    waitForTransaction: async () => wait(),
    estimateFee: async () => 21_000n,
  }
  const calls: EvmCalls = {
    supportsAtomicBatch: async () => false,
    sendCall: async () => {
      throw new BaseError('Not used by payments', { code: 'UNSUPPORTED' })
    },
    sendAtomicBatch: async () => {
      throw new BaseError('Not used by payments', { code: 'UNSUPPORTED' })
    },
    async waitForCall(hash) {
      await wait()
      return { status: options.outcome ?? 'success', hashes: [hash] }
    },
  }
  const adapter: ChainAdapterDefinition = {
    kind: 'chain',
    id: 'test-pay',
    namespace: 'eip155',
    load: async (context): Promise<ChainAdapter> => ({
      namespace: 'eip155',
      capabilities: ['eip155:switchChain', 'eip155:transfer', 'eip155:calls'],
      getConnectors: () => [{ id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }],
      connect: async (_connectorId, network) => ({
        accounts: [{ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
        caipNetworkId: network?.caipNetworkId ?? context.networks[0]?.caipNetworkId ?? 'eip155:1',
      }),
      disconnect: async () => undefined,
      async switchNetwork(network) {
        switched.push(network.caipNetworkId)
      },
      extensions: { 'eip155:transfer': transfer, 'eip155:calls': calls },
    }),
  }
  return {
    adapter,
    sent,
    switched,
    confirm() {
      for (const resume of held.splice(0)) resume()
    },
  }
}
