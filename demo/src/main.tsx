import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppKitProvider } from '@portico/kernel/react'
import { registerSolanaTestWallet } from '../../tests/harness/solanaTestWallet/registerSolanaTestWallet.ts'
import { announceTestWallet } from '../../tests/harness/testWallet/index.ts'
import { appKit } from './appKit.ts'
import { DemoPage } from './DemoPage.tsx'
import { demoEnv } from './demoEnv.ts'

// A wallet for newcomers with nothing installed: announced by EIP-6963, backed by anvil's
// first account, asking before it signs or sends. With `?walletAssets=on` it also reports its
// assets itself (wallet_getAssets), as a wallet with EIP-5792 asset discovery does; with
// `?atomicBatches=on` it runs EIP-5792 call batches all-or-nothing (wallet_sendCalls).
const query = new URLSearchParams(window.location.search)
const walletAssets = query.get('walletAssets') === 'on'
const atomicBatches = query.get('atomicBatches') === 'on'
const tokens = { 31337: [demoEnv.token as `0x${string}`], 31338: [demoEnv.token as `0x${string}`] }
const assets = walletAssets ? { tokens, prices: { ETH: 3000, PTT: 2 }, iconUrl: `${demoEnv.projectServiceUrl}/images/tokens/eth.svg` } : undefined
const { wallet } = announceTestWallet({ chains: demoEnv.rpc, policy: 'prompt', storage: window.localStorage, atomicBatches, ...(assets ? { assets } : {}) })
// Tests read which methods the site asked of it, and drive the demo's instance as a host's code would.
Object.assign(window, { __porticoTestWallet: wallet, __porticoDemoAppKit: appKit })
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
