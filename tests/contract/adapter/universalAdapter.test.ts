import UniversalProvider from '@walletconnect/universal-provider'
import type { AdapterContext, ConnectorAdapter } from '@portico/kernel/extend'
import { afterAll } from 'vitest'
import { anvilNetwork } from '../../../adapters/evm/src/testing/anvilNetwork.ts'
import { solanaLocalnet } from '../../../adapters/solana/src/networks/solanaLocalnet.ts'
import { universalConnector } from '../../../adapters/universal/src/universalConnector.ts'
import type { UniversalConnectorOptions } from '../../../adapters/universal/src/UniversalConnectorOptions.ts'
import type { UniversalProviderLike } from '../../../adapters/universal/src/UniversalProviderLike.ts'
import type { KeyValueStorage } from '../../../adapters/walletconnect/src/KeyValueStorage.ts'
import { startRelay } from '../../harness/walletconnect/startRelay.ts'
import { startTestWalletKit } from '../../harness/walletconnect/startTestWalletKit.ts'
import { adapterContract } from './adapterContract.ts'
import type { ConnectorDefinitionOf } from './ConnectorDriver.ts'
import { sharedKeyValueStorage } from './sharedKeyValueStorage.ts'
import { walletKitAnswers } from './walletKitAnswers.ts'

// The core entry's connector (@portico/adapter-universal) over a host's own universal provider, on
// the local relay; the harness's WalletKit wallet plays the user.
const projectId = 'test-project'
const relay = await startRelay({ projectId })
const wallet = await startTestWalletKit({ relayUrl: relay.url, projectId, storagePrefix: storagePrefix('wallet') })
const providers: UniversalProviderLike[] = []
afterAll(async () => {
  await Promise.all(providers.map((provider) => (provider.session ? provider.disconnect().catch(() => undefined) : undefined)))
  await wallet.stop()
  await relay.stop()
})

function storagePrefix(name = 'universal'): string {
  return `${name}-${[...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The connector over a provider the host made, as a host does before createAppKit. The provider's
 * init is asynchronous and the contract makes definitions synchronously, so the connector gets a
 * stand-in that forwards to the provider made when the contract loads the definition (with its own
 * storage unless a reload shares one); nothing reaches it before then.
 */
function hostConnector(storage: KeyValueStorage = sharedKeyValueStorage(), prefix = storagePrefix(), options: UniversalConnectorOptions = {}): ConnectorDefinitionOf<ConnectorAdapter> {
  let made: UniversalProvider | undefined
  const provider = (): UniversalProviderLike => {
    if (!made) throw new Error('The host provider is used before the connector was loaded')
    return made
  }
  const forwarding: UniversalProviderLike = {
    get session() {
      return provider().session
    },
    connect: (params) => provider().connect(params),
    request: (args, chain) => provider().request(args, chain),
    disconnect: () => provider().disconnect(),
    setDefaultChain: (chain, rpcUrl) => provider().setDefaultChain(chain, rpcUrl),
    on: (event, listener) => provider().on(event, listener),
    removeListener: (event, listener) => provider().removeListener(event, listener),
  }
  const definition = universalConnector(forwarding, ['eip155', 'solana'], options)
  return {
    ...definition,
    load: async (context: AdapterContext) => {
      made = await UniversalProvider.init({ projectId, relayUrl: relay.url, storage, customStoragePrefix: prefix, telemetryEnabled: false, metadata: { name: 'universal contract', description: '', url: 'http://localhost', icons: [] } })
      providers.push(made)
      return definition.load(context)
    },
  }
}

adapterContract('universal adapter (the host\'s universal provider) on the local relay', {
  create: () => hostConnector(),
  networks: [anvilNetwork(31337, 'http://127.0.0.1:9'), solanaLocalnet('http://127.0.0.1:9')],
  connector: {
    connectorId: 'walletConnect',
    ...walletKitAnswers(wallet),
    // A reload: a new provider on the same storage and prefix finds WalletConnect's session again.
    reload: () => {
      const storage = sharedKeyValueStorage()
      const prefix = storagePrefix('reload')
      return () => hostConnector(storage, prefix)
    },
    // 10.5 s: a pairing enters its last 10 s (SPEC §5) half a second after it is offered.
    refreshing: () => hostConnector(undefined, undefined, { pairingLifetimeMs: 10_500 }),
  },
})
