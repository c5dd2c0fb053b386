import type { Wallet } from '../model/Wallet.ts'
import type { WalletRegistry } from '../store/WalletRegistry.ts'

/** A wallet registry over a fixed list, answering pages and name searches as the project service does. */
export function memoryWalletRegistry(wallets: Wallet[]): WalletRegistry {
  const allowed = (include?: string[], exclude?: string[]) =>
    wallets.filter((wallet) => (!include || include.includes(wallet.id)) && !exclude?.includes(wallet.id))
  return {
    fetchPage: async ({ page, entries, include, exclude }) => {
      const list = allowed(include, exclude)
      return { count: list.length, data: list.slice((page - 1) * entries, page * entries) }
    },
    search: async ({ query, entries, include, exclude }) => {
      const list = allowed(include, exclude).filter((wallet) => wallet.name.toLowerCase().includes(query.toLowerCase()))
      return { count: list.length, data: list.slice(0, entries) }
    },
  }
}
