import { afterAll } from 'vitest'
import { solanaDevnet } from '../../../adapters/solana/src/networks/solanaDevnet.ts'
import { solanaLocalnet } from '../../../adapters/solana/src/networks/solanaLocalnet.ts'
import { solana } from '../../../adapters/solana/src/solana.ts'
import { solanaTestWallet } from '../../../adapters/solana/src/testing/solanaTestWallet.ts'
import { startSolanaRpc } from '../../harness/solana/startSolanaRpc.ts'
import { adapterContract } from './adapterContract.ts'

const rpc = await startSolanaRpc()
afterAll(() => rpc.stop())

const wallet = solanaTestWallet({ name: 'Test Wallet', rpcUrls: { 'solana:localnet': rpc.rpcUrl } })
const declining = solanaTestWallet({ name: 'Declining Wallet', policy: 'reject' })

adapterContract('solana (@solana/web3.js) with the Wallet Standard test wallet as a host connector', {
  create: () => solana({ connectors: [wallet.wallet], discover: false }),
  networks: [solanaLocalnet(rpc.rpcUrl), solanaDevnet],
  connectorId: 'test-wallet',
  decline: {
    connectorId: 'declining-wallet',
    create: () => solana({ connectors: [declining.wallet], discover: false }),
  },
})
