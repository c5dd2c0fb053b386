import * as t from 'io-ts'

/** The route data of Connecting WalletConnect: the registry wallet to open, and the title naming it. */
export const ConnectingWalletConnectData = t.partial({ walletId: t.string, title: t.string }, 'ConnectingWalletConnectData')
