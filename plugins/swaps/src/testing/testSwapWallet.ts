import { BaseError, ProviderError } from '@portico/kernel'
import type { EvmCall, EvmCalls, EvmCallsOutcome } from '@portico/adapter-evm'
import type { ChainAdapter, ChainAdapterDefinition, TokenBalance } from '@portico/kernel/extend'
import { testSwapAccount } from './testSwapAccount.ts'
import { testSwapTokens } from './testSwapTokens.ts'

/** How the test wallet answers one call: sends it (and it succeeds), declines (4001), finds a revert at estimation, or sends it and it reverts. */
export type TestCallAnswer = 'succeed' | 'decline' | 'revertAtEstimation' | 'revert'

/** Options of `testSwapWallet`. */
export interface TestSwapWalletOptions {
  /** Whether it runs batches atomically (EIP-5792); default false. */
  atomic?: boolean
  /** How it answers a call (an approval's calldata starts with 0x095ea7b3); default succeed. */
  answer?: (call: EvmCall) => TestCallAnswer
  /** Waits before answering a call until the test says so; default false. */
  hold?: boolean
}

/** What the test wallet was asked, in order: `sendCall`, `sendAtomicBatch` or `waitForCall` with the calls' calldata. */
export interface TestSwapWalletLog {
  readonly log: { method: 'sendCall' | 'sendAtomicBatch' | 'waitForCall'; data: string[] }[]
  /** Answers the held calls. */
  release(): void
}


/**
 * A deterministic EVM chain adapter for the swaps tests and stories: one announced connector,
 * the test account with 1.25 ETH and 500 PTT, and the `eip155:calls` extension in memory,
 * answering and logging calls as told. No network, no timers.
 */
export function testSwapWallet(options: TestSwapWalletOptions = {}): { adapter: ChainAdapterDefinition; wallet: TestSwapWalletLog } {
  const log: TestSwapWalletLog['log'] = []
  const held: (() => void)[] = []
  const reverted = new Set<string>()
  let sent = 0
  const wait = (): Promise<void> => (options.hold ? new Promise((resolve) => held.push(resolve)) : Promise.resolve())
  const hashOf = (): string => `0x${(++sent).toString(16).padStart(64, '0')}`
  const send = async (call: EvmCall): Promise<string> => {
    await wait()
    const answer = options.answer?.(call) ?? 'succeed'
    if (answer === 'decline') throw new ProviderError('User rejected the request.', { code: 4001 })
    if (answer === 'revertAtEstimation') {
      throw new BaseError('Execution reverted with reason: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT.', {
        code: 'EXECUTION_REVERTED',
        cause: new ProviderError('execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', { code: 3 }),
      })
    }
    const hash = hashOf()
    if (answer === 'revert') reverted.add(hash)
    return hash
  }
  const calls: EvmCalls = {
    supportsAtomicBatch: async () => options.atomic === true,
    async sendCall(call) {
      log.push({ method: 'sendCall', data: [call.data] })
      return send(call)
    },
    async sendAtomicBatch(batch): Promise<EvmCallsOutcome> {
      log.push({ method: 'sendAtomicBatch', data: batch.map((call) => call.data) })
      const hashes: string[] = []
      for (const call of batch) hashes.push(await send(call))
      return { status: hashes.some((hash) => reverted.has(hash)) ? 'reverted' : 'success', hashes }
    },
    async waitForCall(hash) {
      log.push({ method: 'waitForCall', data: [hash] })
      return { status: reverted.has(hash) ? 'reverted' : 'success', hashes: [hash] }
    },
  }
  const balances = (chainId: string): TokenBalance[] => {
    const { PTT } = testSwapTokens(chainId)
    return [
      { name: 'Ether', symbol: 'ETH', chainId, quantity: { decimals: '18', numeric: '1.25' } },
      { name: PTT.name, symbol: 'PTT', chainId, address: PTT.address, quantity: { decimals: '18', numeric: '500' } },
    ]
  }
  const adapter: ChainAdapterDefinition = {
    kind: 'chain',
    id: 'test-swaps',
    namespace: 'eip155',
    load: async (context): Promise<ChainAdapter> => ({
      namespace: 'eip155',
      capabilities: ['eip155:switchChain', 'eip155:balances', 'eip155:calls'],
      getConnectors: () => [{ id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }],
      connect: async (_connectorId, network) => ({
        accounts: [{ namespace: 'eip155', address: testSwapAccount, type: 'eoa' }],
        caipNetworkId: network?.caipNetworkId ?? context.networks[0]?.caipNetworkId ?? 'eip155:1',
      }),
      disconnect: async () => undefined,
      switchNetwork: async () => undefined,
      getBalances: async (_address, network) => balances(network.caipNetworkId),
      extensions: { 'eip155:calls': calls },
    }),
  }
  return {
    adapter,
    wallet: {
      log,
      release() {
        for (const resume of held.splice(0)) resume()
      },
    },
  }
}
