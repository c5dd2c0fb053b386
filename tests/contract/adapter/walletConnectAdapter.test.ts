import { afterAll } from 'vitest'
import { anvilNetwork } from '../../../adapters/evm/src/testing/anvilNetwork.ts'
import { solanaLocalnet } from '../../../adapters/solana/src/networks/solanaLocalnet.ts'
import { walletConnect } from '../../../adapters/walletconnect/src/walletConnect.ts'
import { startRelay } from '../../harness/walletconnect/startRelay.ts'
import { startTestWalletKit } from '../../harness/walletconnect/startTestWalletKit.ts'
import { adapterContract } from './adapterContract.ts'
import { sharedKeyValueStorage } from './sharedKeyValueStorage.ts'
import { walletKitAnswers } from './walletKitAnswers.ts'

// The contract's context has this project id; the relay and the wallet use it too.
const projectId = 'test-project'
const relay = await startRelay({ projectId })
// The WalletKit wallet of the harness plays the user: it pairs with the URI the adapter offers and approves or rejects.
const wallet = await startTestWalletKit({ relayUrl: relay.url, projectId, storagePrefix: storagePrefix('wallet') })
afterAll(async () => {
  await wallet.stop()
  await relay.stop()
})

// WalletConnect's core is kept per storage prefix: each adapter the contract loads gets its own.
function storagePrefix(name = 'contract'): string {
  return `${name}-${[...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

adapterContract('walletConnect (universal provider) on the local relay', {
  create: () => walletConnect({ relayUrl: relay.url, storagePrefix: storagePrefix() }),
  networks: [anvilNetwork(31337, 'http://127.0.0.1:9'), solanaLocalnet('http://127.0.0.1:9')],
  connector: {
    connectorId: 'walletConnect',
    ...walletKitAnswers(wallet),
    // A reload: the same storage and prefix, WalletConnect's session kept in it.
    reload: () => {
      const storage = sharedKeyValueStorage()
      const prefix = storagePrefix('reload')
      return () => walletConnect({ relayUrl: relay.url, storagePrefix: prefix, storage })
    },
    // 10.5 s: a pairing enters its last 10 s (SPEC §5) half a second after it is offered.
    refreshing: () => walletConnect({ relayUrl: relay.url, storagePrefix: storagePrefix(), pairingLifetimeMs: 10_500 }),
  },
})
