// A host written as AppKit's React ethers example is, with the package names changed: the adapter
// is EthersAdapter, and ethers signs and sends through the connection's EIP-1193 provider.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@portico/kernel/react'
import { EthersAdapter } from '@portico/adapter-ethers'
import { BrowserProvider, formatEther, parseEther, type Eip1193Provider } from 'ethers'
import { announceTestWallet } from '../../../tests/harness/testWallet/index.ts'
import { walletConnect } from '@portico/adapter-walletconnect'
import { demoEnv } from '../demoEnv.ts'
import { localNetworks } from './localNetworks.ts'

announceTestWallet({ chains: demoEnv.rpc, policy: 'prompt', storage: window.localStorage })

const RECEIVER = '0x000000000000000000000000000000000000bEEF'

createAppKit({
  // WalletConnect comes with the adapter; a self-hosting host points it at its own relay.
  adapters: [new EthersAdapter(), walletConnect({ relayUrl: demoEnv.relayUrl })],
  networks: localNetworks,
  projectId: demoEnv.projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  metadata: { name: 'ethers host', description: 'AppKit ethers example, on Portico', url: location.origin, icons: [] },
})

function Actions() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [result, setResult] = useState<string>()
  const [error, setError] = useState<string>()
  if (!isConnected || !walletProvider || !address) return null
  const account = address
  const eip1193 = walletProvider

  async function run(action: (provider: BrowserProvider) => Promise<string>) {
    setError(undefined)
    try {
      setResult(await action(new BrowserProvider(eip1193)))
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown))
    }
  }

  return (
    <section>
      <p>
        Address <span data-testid="address">{address}</span> on chain <span data-testid="chain">{String(chainId)}</span>
      </p>
      <button type="button" onClick={() => void run(async (provider) => (await provider.getSigner()).signMessage('Hello from ethers'))}>
        Sign message
      </button>
      <button
        type="button"
        onClick={() =>
          void run(async (provider) => {
            const sent = await (await provider.getSigner()).sendTransaction({ to: RECEIVER, value: parseEther('0.01') })
            await sent.wait()
            return sent.hash
          })
        }
      >
        Send 0.01 ETH
      </button>
      <button type="button" onClick={() => void run(async (provider) => formatEther(await provider.getBalance(account)))}>
        Get balance
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
      <h1>ethers host</h1>
      <button type="button" onClick={() => void open()}>
        {isConnected ? 'Account' : 'Connect Wallet'}
      </button>
      <button type="button" onClick={() => void open({ view: 'Networks' })}>
        Networks
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
