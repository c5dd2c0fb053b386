// A host written as AppKit's React ethers v5 example is, with the package names changed: the
// adapter is Ethers5Adapter, and ethers v5 signs and sends through a Web3Provider over the
// connection's EIP-1193 provider. (The guide imports `ethers` v5 as 'ethers'; this demo also holds
// ethers v6, so v5 is installed under the alias 'ethers5'.)
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@portico/kernel/react'
import { Ethers5Adapter } from '@portico/adapter-ethers5'
import { ethers } from 'ethers5'
import { announceTestWallet } from '../../../tests/harness/testWallet/index.ts'
import { walletConnect } from '@portico/adapter-walletconnect'
import { demoEnv } from '../demoEnv.ts'
import { localNetworks } from './localNetworks.ts'

announceTestWallet({ chains: demoEnv.rpc, policy: 'prompt', storage: window.localStorage })

const RECEIVER = '0x000000000000000000000000000000000000bEEF'

createAppKit({
  adapters: [new Ethers5Adapter(), walletConnect({ relayUrl: demoEnv.relayUrl })],
  networks: localNetworks,
  projectId: demoEnv.projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  metadata: { name: 'ethers v5 host', description: 'AppKit ethers v5 example, on Portico', url: location.origin, icons: [] },
})

function Actions() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<ethers.providers.ExternalProvider>('eip155')
  const [result, setResult] = useState<string>()
  const [error, setError] = useState<string>()
  if (!isConnected || !walletProvider || !address) return null
  const account = address
  const eip1193 = walletProvider

  async function run(action: (provider: ethers.providers.Web3Provider) => Promise<string>) {
    setError(undefined)
    try {
      setResult(await action(new ethers.providers.Web3Provider(eip1193)))
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown))
    }
  }

  return (
    <section>
      <p>
        Address <span data-testid="address">{address}</span> on chain <span data-testid="chain">{String(chainId)}</span>
      </p>
      <button type="button" onClick={() => void run((provider) => provider.getSigner().signMessage('Hello AppKit Ethers'))}>
        Sign message
      </button>
      <button
        type="button"
        onClick={() =>
          void run(async (provider) => {
            const sent = await provider.getSigner().sendTransaction({ to: RECEIVER, value: ethers.utils.parseEther('0.01') })
            await sent.wait()
            return sent.hash
          })
        }
      >
        Send 0.01 ETH
      </button>
      <button type="button" onClick={() => void run(async (provider) => ethers.utils.formatEther(await provider.getBalance(account)))}>
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
      <h1>ethers v5 host</h1>
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
