import type { ConnectorAdapter } from '@portico/kernel/extend'

/** The loaded WalletConnect adapter: a connector adapter that pairs, restores its session, follows other tabs' sessions, and ends it. */
export type WalletConnectAdapter = ConnectorAdapter & Required<Pick<ConnectorAdapter, 'pair' | 'hasSession' | 'disconnect' | 'reloadSession' | 'forgetSession' | 'destroy'>>
