import { decode, toProviderError } from '@portico/kernel/extend'
import type { ProviderEvents } from '@portico/kernel/extend'
import type { Eip1193Listener, Eip1193Provider } from './Eip1193Provider.ts'
import { Eip1193RequestArguments } from './Eip1193RequestArguments.ts'
import { InvalidRequestError, NotConnectedError } from './errors.ts'

/**
 * The EIP-1193 provider a host app uses for the EVM connection made in the modal (AppKit's
 * `getWalletProvider()` / `useAppKitProvider('eip155')`), whatever connector made it: requests go
 * to the current connection's wallet; events are `connect`, `disconnect`, `accountsChanged` and
 * `chainChanged`. One object per adapter, kept across connections. Errors are ProviderErrors
 * (`{ code, message }`): 4900 while nothing is connected, the wallet's own code otherwise (4001
 * when the user declines).
 */
export class EvmWalletProvider {
  private readonly currentProvider: () => Eip1193Provider | undefined
  private readonly events: ProviderEvents
  // What `once` registered for each listener a host passed, so removeListener finds it.
  private readonly onceWrappers = new Map<Eip1193Listener, Map<string, Eip1193Listener>>()

  constructor(currentProvider: () => Eip1193Provider | undefined, events: ProviderEvents) {
    this.currentProvider = currentProvider
    this.events = events
  }

  /** Sends a JSON-RPC request to the connected wallet; rejects with code 4900 while nothing is connected. */
  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    const decoded = decode(Eip1193RequestArguments, args)
    if (!decoded.ok) throw new InvalidRequestError(decoded.error)
    const provider = this.currentProvider()
    if (!provider) throw new NotConnectedError()
    const { method, params } = decoded.value
    try {
      return await provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toProviderError(error)
    }
  }

  /** Adds a listener for an event: `connect`, `disconnect`, `accountsChanged` or `chainChanged` (others never fire). */
  on(event: string, listener: Eip1193Listener): this {
    this.events.on(event, listener)
    return this
  }

  /** Adds a listener called at most once. */
  once(event: string, listener: Eip1193Listener): this {
    const wrapper: Eip1193Listener = (payload) => {
      this.removeListener(event, listener)
      listener(payload)
    }
    const byEvent = this.onceWrappers.get(listener) ?? new Map<string, Eip1193Listener>()
    byEvent.set(event, wrapper)
    this.onceWrappers.set(listener, byEvent)
    this.events.on(event, wrapper)
    return this
  }

  /** Removes a listener added with `on` or `once`. */
  removeListener(event: string, listener: Eip1193Listener): this {
    this.events.removeListener(event, listener)
    const byEvent = this.onceWrappers.get(listener)
    const wrapper = byEvent?.get(event)
    if (byEvent && wrapper) {
      this.events.removeListener(event, wrapper)
      byEvent.delete(event)
      if (byEvent.size === 0) this.onceWrappers.delete(listener)
    }
    return this
  }

  /** Removes a listener (the same as `removeListener`). */
  off(event: string, listener: Eip1193Listener): this {
    return this.removeListener(event, listener)
  }
}
