import { afterAll } from 'vitest'
import { anvilNetwork } from '../../../adapters/evm/src/testing/anvilNetwork.ts'
import { solanaLocalnet } from '../../../adapters/solana/src/networks/solanaLocalnet.ts'
import { walletConnect } from '../../../adapters/walletconnect/src/walletConnect.ts'
import { startRelay } from '../../harness/walletconnect/startRelay.ts'
import { adapterContract } from './adapterContract.ts'

const relay = await startRelay()
afterAll(() => relay.stop())

// WalletConnect's core is kept per storage prefix: each adapter the contract loads gets its own.
function storagePrefix(): string {
  return `contract-${[...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

adapterContract('walletConnect (universal provider) on the local relay', {
  create: () => walletConnect({ relayUrl: relay.url, storagePrefix: storagePrefix() }),
  networks: [anvilNetwork(31337, 'http://127.0.0.1:9'), solanaLocalnet('http://127.0.0.1:9')],
})
