import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppKitProvider } from '@portico/kernel/react'
import { registerSolanaTestWallet } from '../../tests/harness/solanaTestWallet/registerSolanaTestWallet.ts'
import { announceTestWallet } from '../../tests/harness/testWallet/index.ts'
import { appKit } from './appKit.ts'
import { DemoPage } from './DemoPage.tsx'
import { demoEnv } from './demoEnv.ts'

// A wallet for newcomers with nothing installed: announced by EIP-6963, backed by anvil's
// first account, asking before it signs or sends.
announceTestWallet({ chains: demoEnv.rpc, policy: 'prompt', storage: window.localStorage })
// And a Solana one, registered by the Wallet Standard, holding the harness's funded test account.
registerSolanaTestWallet({ rpcUrl: demoEnv.solanaRpc, policy: 'prompt' })

const container = document.getElementById('root')
if (!container) throw new Error('The demo page has no #root element')
createRoot(container).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <DemoPage />
    </AppKitProvider>
  </StrictMode>,
)
