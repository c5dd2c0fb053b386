// A host written as AppKit's SIWX-with-wagmi guide is, with the package names changed: a
// WagmiAdapter whose wagmiConfig goes to WagmiProvider, and createAppKit with
// `siwx: new ReownAuthentication()`. The sessions live on the project's own @portico/service
// (demoEnv.projectServiceUrl) instead of Reown's cloud. The page shows the signed-in account
// (`getSessionAccount`, refreshed on `sessionChanged`) and revokes its session.
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider, useAccount } from 'wagmi'
import { createAppKit } from '@portico/kernel/react'
import { WagmiAdapter } from '@portico/adapter-wagmi'
import { ReownAuthentication } from '@portico/plugin-siwx'
import type { ReownAuthenticationAccount } from '@portico/plugin-siwx'
import { announceTestWallet } from '../../../tests/harness/testWallet/index.ts'
import { demoEnv } from '../demoEnv.ts'
import { localNetworks } from './localNetworks.ts'

announceTestWallet({ chains: demoEnv.rpc, policy: 'prompt', storage: window.localStorage })

const queryClient = new QueryClient()
const networks = localNetworks
const projectId = demoEnv.projectId
const metadata = { name: 'SIWX host', description: 'AppKit SIWX with wagmi, on Portico', url: location.origin, icons: [] }

const wagmiAdapter = new WagmiAdapter({ networks, projectId })
const siwx = new ReownAuthentication()

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  metadata,
  siwx,
})

function Session() {
  const { status } = useAccount()
  const [account, setAccount] = useState<ReownAuthenticationAccount | undefined | null>(null)
  useEffect(() => {
    const read = () => void siwx.getSessionAccount().then(setAccount, () => setAccount(undefined))
    read()
    return siwx.on('sessionChanged', read)
  }, [])
  return (
    <section>
      <p data-testid="status">{status}</p>
      <p data-testid="session">{account === null ? 'loading' : account ? 'signed in' : 'signed out'}</p>
      {account && (
        <>
          <p>
            Signed in as <span data-testid="session-address">{account.address}</span> on <span data-testid="session-chain">{account.chainId}</span>, session{' '}
            <span data-testid="session-id">{account.sessionId}</span>
          </p>
          <button type="button" onClick={() => void siwx.revokeSessionById(account.sessionId)}>
            Revoke session
          </button>
        </>
      )}
    </section>
  )
}

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>SIWX host</h1>
          <appkit-button />
          <Session />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
