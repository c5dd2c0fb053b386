import { bitcoin } from '../../../adapters/bitcoin/src/bitcoin.ts'
import { bitcoinMainnet } from '../../../adapters/bitcoin/src/networks/bitcoinMainnet.ts'
import { bitcoinTestnet } from '../../../adapters/bitcoin/src/networks/bitcoinTestnet.ts'
import { bitcoinTestWallet } from '../../../adapters/bitcoin/src/testing/bitcoinTestWallet.ts'
import { adapterContract } from './adapterContract.ts'

const wallet = bitcoinTestWallet({ name: 'Test Wallet' })
const declining = bitcoinTestWallet({ name: 'Declining Wallet', policy: 'reject' })

adapterContract('bitcoin (Wallet Standard Bitcoin) with the secp256k1 test wallet as a host connector', {
  create: () => bitcoin({ connectors: [wallet.wallet], discover: false }),
  networks: [bitcoinMainnet, bitcoinTestnet],
  connectorId: 'test-wallet',
  decline: {
    connectorId: 'declining-wallet',
    create: () => bitcoin({ connectors: [declining.wallet], discover: false }),
  },
})
