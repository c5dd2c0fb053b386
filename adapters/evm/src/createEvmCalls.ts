import type { Network } from '@portico/kernel'
import { getAddress, isHex, numberToHex } from 'viem'
import type { Chain, Client } from 'viem'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import type { EvmCall } from './EvmCall.ts'
import { InvalidParamsError, NotConnectedError } from './errors.ts'
import type { EvmCalls } from './EvmCalls.ts'
import type { EvmCallsOutcome } from './EvmCallsOutcome.ts'
import type { WalletSession } from './WalletSession.ts'
import { readAtomicSupport } from './readAtomicSupport.ts'
import { sendCallsBatch } from './sendCallsBatch.ts'
import { checkedWalletAnswer } from './checkedWalletAnswer.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'

function hexOf(value: string, what: string): `0x${string}` {
  if (!isHex(value)) throw new InvalidParamsError(`Not ${what}: ${value}`)
  return value
}

/**
 * The EVM adapter's `eip155:calls`: contract calls from the connected account (its first), through
 * the connection's wallet; inclusion is read from the network's node. Whether a wallet runs
 * batches atomically is asked once per connection, account and chain.
 */
export function createEvmCalls(parts: { session(): WalletSession | undefined; publicClient(network: Network): Client; chainOf(network: Network): Chain }): EvmCalls {
  const atomicSupport = new WeakMap<WalletSession, Map<string, Promise<boolean>>>()
  const connected = (): { client: Client; from: `0x${string}` } => {
    const session = parts.session()
    const address = session?.accounts[0]?.address
    if (!session || !address) throw new NotConnectedError()
    return { client: session.client, from: getAddress(address) }
  }

  return {
    async supportsAtomicBatch(network: Network): Promise<boolean> {
      const session = parts.session()
      const address = session?.accounts[0]?.address
      if (!session || !address) return false
      const chainHex = numberToHex(Number(network.id))
      const known = atomicSupport.get(session) ?? new Map<string, Promise<boolean>>()
      atomicSupport.set(session, known)
      const key = `${address.toLowerCase()} ${chainHex}`
      const asked = known.get(key) ?? readAtomicSupport(session.client, address, chainHex)
      known.set(key, asked)
      return asked
    },

    async sendCall(call: EvmCall, network: Network): Promise<string> {
      const { client, from } = connected()
      const hash = await throughProviderErrors(async () => {
        const request = { to: getAddress(call.to), data: hexOf(call.data, 'calldata'), ...(call.value === undefined ? {} : { value: call.value }) }
        // With the network's chain, viem refuses a wallet on another chain instead of sending there.
        return sendTransaction(client, { account: from, chain: parts.chainOf(network), ...request })
      })
      return checkedWalletAnswer('transactionHash', hash)
    },

    async sendAtomicBatch(calls: readonly EvmCall[], network: Network): Promise<EvmCallsOutcome> {
      const { client, from } = connected()
      return sendCallsBatch(client, from, Number(network.id), calls)
    },

    async waitForCall(hash: string, network: Network): Promise<EvmCallsOutcome> {
      const transaction = hexOf(hash, 'a transaction hash')
      const client = parts.publicClient(network)
      const receipt = await throughProviderErrors(() => waitForTransactionReceipt(client, { hash: transaction, pollingInterval: 1_000, timeout: 60_000 }))
      return { status: receipt.status === 'success' ? 'success' : 'reverted', hashes: [receipt.transactionHash] }
    },
  }
}
