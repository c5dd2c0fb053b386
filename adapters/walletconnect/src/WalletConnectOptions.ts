import * as t from 'io-ts'
import { KeyValueStorage } from './KeyValueStorage.ts'
import { PairingLifetime } from '@portico/walletconnect-pairing'

const Metadata = t.type({ name: t.string, description: t.string, url: t.string, icons: t.array(t.string) }, 'metadata { name, description, url, icons }')

const RelayUrl = t.refinement(t.string, (url) => /^wss?:\/\/[^\s/?#]+/i.test(url), 'a ws:// or wss:// url')

const Clock = new t.Type<() => number, () => number, unknown>(
  'a function returning milliseconds since the epoch',
  (input): input is () => number => typeof input === 'function',
  (input, context) => (typeof input === 'function' ? t.success(input as () => number) : t.failure(input, context)),
  (clock) => clock,
)

/**
 * Options of `walletConnect()`: the project id (default: `createAppKit`'s), the relay's url
 * (default WalletConnect's), the app's metadata shown in the wallet (default: `createAppKit`'s),
 * how long a pairing is offered before a fresh one (default 4 min, SPEC §9), WalletConnect's
 * storage prefix (default `portico`) and storage (default IndexedDB in a browser, memory in
 * Node), and a clock (default `Date.now`).
 */
export const WalletConnectOptions = t.partial(
  {
    projectId: t.string,
    relayUrl: RelayUrl,
    metadata: Metadata,
    pairingLifetimeMs: PairingLifetime,
    storagePrefix: t.string,
    storage: KeyValueStorage,
    now: Clock,
  },
  'WalletConnectOptions',
)
/** Options of `walletConnect()`. */
export type WalletConnectOptions = t.TypeOf<typeof WalletConnectOptions>
