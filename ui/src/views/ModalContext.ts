import type { RootStore } from '@portico/kernel/internal'

/**
 * What the modal's core views read and drive, as a plugin's views read their plugin's context: the
 * router, the modal's state and its close guard, the stores they show, and the adapters' verbs
 * (connect, disconnect, pair, switch network, what the connectors offer). Not the root store:
 * neither the plugin stores, nor the telemetry, the transactions or the theme,
 * nor the adapter registry's loading machinery beyond waiting for it.
 */
export type ModalContext = Pick<
  RootStore,
  'router' | 'modal' | 'requestClose' | 'config' | 'registry' | 'networks' | 'connections' | 'balances' | 'balanceService' | 'wallets' | 'approvals' | 'snack' | 'i18n' | 'storage' | 'events' | 'logger'
> & {
  readonly adapters: Pick<
    RootStore['adapters'],
    'connectors' | 'connect' | 'disconnect' | 'pairing' | 'switchNetwork' | 'discover' | 'ensureLoaded' | 'has' | 'userRevision' | 'chainAdapter' | 'chainExtension' | 'connectorAdapter'
  >
}
