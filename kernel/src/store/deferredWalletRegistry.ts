import type { WalletRegistry } from './WalletRegistry.ts'

/**
 * A wallet registry whose implementation `load` gives on each request (loading its code with the
 * first): the project service's client and registry code are needed only once the modal lists
 * wallets.
 */
export function deferredWalletRegistry(load: () => Promise<WalletRegistry>): WalletRegistry {
  return {
    fetchPage: async (request) => (await load()).fetchPage(request),
    search: async (request) => (await load()).search(request),
  }
}
