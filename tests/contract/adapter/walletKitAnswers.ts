import type { Pairing } from '@portico/kernel/extend'
import type { TestWalletKit } from '../../harness/walletconnect/TestWalletKit.ts'
import type { ConnectorDriver } from './ConnectorDriver.ts'

/** How the harness's WalletKit wallet answers a WalletConnect pairing for the contract: it pairs with the URI, then approves or rejects the proposal. */
export function walletKitAnswers(wallet: TestWalletKit): Required<Pick<ConnectorDriver, 'approve' | 'decline'>> {
  return {
    approve: async (pairing: Pairing) => {
      await wallet.pair(pairing.uri)
      await wallet.approve(await wallet.nextProposal())
    },
    decline: async (pairing: Pairing) => {
      await wallet.pair(pairing.uri)
      await wallet.reject(await wallet.nextProposal())
    },
  }
}
