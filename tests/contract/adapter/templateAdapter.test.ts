import { template } from '../../../adapters/template/src/template.ts'
import { polkadotTestNetwork } from '../../../adapters/template/src/testing/polkadotTestNetwork.ts'
import { templateTestWallet } from '../../../adapters/template/src/testing/templateTestWallet.ts'
import { adapterContract } from './adapterContract.ts'

const wallet = templateTestWallet()
const declining = templateTestWallet({ policy: 'reject' })

adapterContract('template (polkadot) with the in-memory test wallet as the host connector', {
  create: () => template({ connector: { id: 'test-wallet', name: 'Test Wallet', wallet: wallet.wallet } }),
  networks: [polkadotTestNetwork],
  connectorId: 'test-wallet',
  decline: {
    connectorId: 'declining-wallet',
    create: () => template({ connector: { id: 'declining-wallet', name: 'Declining Wallet', wallet: declining.wallet } }),
  },
})
