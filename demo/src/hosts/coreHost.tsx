// A host written as AppKit's React core guide is (`@reown/appkit/react-core`: no chain adapters,
// its own `@walletconnect/universal-provider` instance), with the package names changed: the
// modal's WalletConnect pairs through the host's provider, and useAppKitProvider('eip155') gives
// that provider, which signs. Self-hosted: the provider talks to the demo's relay, telemetry off.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import UniversalProvider from '@walletconnect/universal-provider'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect, type Provider } from '@portico/kernel/react-core'
import { demoEnv } from '../demoEnv.ts'
import { localNetworks } from './localNetworks.ts'

const metadata = { name: 'core host', description: 'AppKit core example, on Portico', url: location.origin, icons: [] }

const universalProvider = await UniversalProvider.init({ projectId: demoEnv.projectId, metadata, relayUrl: demoEnv.relayUrl, telemetryEnabled: false })
// Self-hosted, as @portico/adapter-walletconnect does: no attestation asked of WalletConnect's
// Verify API (verify.walletconnect.org) on each proposal; the guide has no such line.
universalProvider.client.core.verify.register = async () => ''

createAppKit({
  projectId: demoEnv.projectId,
  networks: localNetworks,
  universalProvider,
  metadata,
  projectServiceUrl: demoEnv.projectServiceUrl,
})

function Actions() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const [result, setResult] = useState<string>()
  const [error, setError] = useState<string>()
  if (!isConnected || !address) return null

  async function handleSignMsg() {
    setError(undefined)
    try {
      const signature = await walletProvider.request({ method: 'personal_sign', params: ['Hello Reown AppKit!', address] })
      setResult(String(signature))
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown))
    }
  }

  return (
    <section>
      <p>
        Address <span data-testid="address">{address}</span> on chain <span data-testid="chain">{String(chainId)}</span>
      </p>
      <button type="button" onClick={() => void handleSignMsg()}>
        Sign message
      </button>
      {result && <p data-testid="result">{result}</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}

function App() {
  const { open } = useAppKit()
  const { isConnected } = useAppKitAccount()
  const { disconnect } = useDisconnect()
  return (
    <main>
      <h1>core host</h1>
      <button type="button" onClick={() => void open()}>
        {isConnected ? 'Account' : 'Connect Wallet'}
      </button>
      {isConnected && (
        <button type="button" onClick={() => void disconnect()}>
          Disconnect
        </button>
      )}
      <p data-testid="status">{isConnected ? 'connected' : 'disconnected'}</p>
      <Actions />
    </main>
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
