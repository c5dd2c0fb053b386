import { anvilNetwork } from '../../../adapters/evm/src/testing/anvilNetwork.ts'
import { embeddedWallet } from '../../../adapters/embedded/src/embeddedWallet.ts'
import { solanaLocalnet } from '../../../adapters/solana/src/networks/solanaLocalnet.ts'
import { adapterContract } from './adapterContract.ts'

// Nothing is mounted while no e-mail login was used: the frame is created on first need, so the
// contract runs in Node without a page (the frame itself is tested in tests/e2e).
adapterContract('embeddedWallet (secure frame)', {
  create: () => embeddedWallet({ frameUrl: 'https://secure.example/' }),
  networks: [anvilNetwork(31337, 'http://127.0.0.1:9'), solanaLocalnet('http://127.0.0.1:9')],
})
