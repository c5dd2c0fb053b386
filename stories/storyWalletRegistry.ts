import type { Wallet } from '@portico/kernel/extend'
import { HttpError } from '@portico/kernel'
import type { WalletPage, WalletPageRequest, WalletRegistry, WalletSearchRequest } from '@portico/kernel/extend'
import { storyHeldAnswers } from './storyHeldAnswers.ts'
import { storyWallets } from './storyWallets.ts'

/** How the story registry answers: with its 60 wallets, with none, with an error, never, or with its wallets once the story releases them. */
export type StoryRegistryBehaviour = 'fixed' | 'empty' | 'fail' | 'pending' | 'held'

function filtered(wallets: Wallet[], request: { include?: string[]; exclude?: string[] }): Wallet[] {
  return wallets.filter(
    (wallet) => (!request.include || request.include.includes(wallet.id)) && !(request.exclude ?? []).includes(wallet.id),
  )
}

/**
 * A wallet registry in memory for stories, behind the wallets store's registry interface:
 * pages and searches of the fixed story wallets, answered at once, or as the behaviour says.
 */
export function storyWalletRegistry(behaviour: StoryRegistryBehaviour = 'fixed'): WalletRegistry {
  const all = behaviour === 'empty' ? [] : storyWallets
  const respond = (build: () => WalletPage): Promise<WalletPage> => {
    if (behaviour === 'pending') return new Promise<WalletPage>(() => {})
    if (behaviour === 'held') return storyHeldAnswers.wait().then(build)
    if (behaviour === 'fail') return Promise.reject(new HttpError(503))
    return Promise.resolve(build())
  }
  return {
    fetchPage: (request: WalletPageRequest) =>
      respond(() => {
        const matching = filtered(all, request)
        const start = (request.page - 1) * request.entries
        return { count: matching.length, data: matching.slice(start, start + request.entries) }
      }),
    search: (request: WalletSearchRequest) =>
      respond(() => {
        const query = request.query.toLowerCase()
        const matching = filtered(all, request).filter((wallet) => wallet.name.toLowerCase().includes(query))
        return { count: matching.length, data: matching.slice(0, request.entries) }
      }),
  }
}
