// A host written as AppKit's React wagmi example is, with the package names changed: a WagmiAdapter
// whose wagmiConfig goes to wagmi's WagmiProvider, createAppKit at module scope, and wagmi hooks
// that sign, send, write a contract and switch chains on whatever was connected in the modal.
// Its buttons are AppKit's web components. Beside the example, it lists WalletConnect on the local
// relay and the e-mail wallet on the local secure frame, as a self-hosting host does.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider, useAccount, useBalance, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'
import { erc20Abi, getAddress, parseEther, parseUnits } from 'viem'
import { createAppKit } from '@portico/kernel/react'
import { WagmiAdapter } from '@portico/adapter-wagmi'
import { walletConnect } from '@portico/adapter-walletconnect'
import { embeddedWallet } from '@portico/adapter-embedded'
import { email } from '@portico/plugin-email'
import { announceTestWallet } from '../../../tests/harness/testWallet/index.ts'
import { demoEnv } from '../demoEnv.ts'
import { localNetworks } from './localNetworks.ts'

announceTestWallet({ chains: demoEnv.rpc, policy: 'prompt', storage: window.localStorage })

const RECEIVER = '0x000000000000000000000000000000000000bEEF'
const TOKEN = getAddress(demoEnv.token)
const queryClient = new QueryClient()
const networks = localNetworks
const projectId = demoEnv.projectId
const metadata = { name: 'wagmi host', description: 'AppKit wagmi example, on Portico', url: location.origin, icons: [] }

const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({
  adapters: [
    wagmiAdapter,
    walletConnect({ relayUrl: demoEnv.relayUrl }),
    ...(demoEnv.frameUrl ? [embeddedWallet({ frameUrl: demoEnv.frameUrl })] : []),
  ],
  plugins: [email()],
  networks,
  projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  metadata,
})

function Transaction({ hash }: { hash: `0x${string}` }) {
  const { isSuccess } = useWaitForTransactionReceipt({ hash, pollingInterval: 500 })
  return <p data-testid={isSuccess ? 'mined' : 'pending'}>{hash}</p>
}

function Actions() {
  const { address, chainId, status } = useAccount()
  const balance = useBalance({ address })
  const { signMessage, data: signature, error: signError } = useSignMessage()
  const { sendTransaction, data: sentHash, error: sendError } = useSendTransaction()
  const { writeContract, data: writtenHash, error: writeError } = useWriteContract()
  const { switchChain, chains, error: switchError } = useSwitchChain()
  const { disconnect } = useDisconnect()
  const error = signError ?? sendError ?? writeError ?? switchError
  return (
    <section>
      <p data-testid="status">{status}</p>
      {address && (
        <>
          <p>
            Address <span data-testid="address">{address}</span> on chain <span data-testid="chain">{String(chainId)}</span>, balance{' '}
            <span data-testid="balance">{balance.data ? `${balance.data.value} wei` : '...'}</span>
          </p>
          <button type="button" onClick={() => signMessage({ message: 'Hello from wagmi' })}>
            Sign message
          </button>
          <button type="button" onClick={() => sendTransaction({ to: RECEIVER, value: parseEther('0.01') })}>
            Send 0.01 ETH
          </button>
          <button type="button" onClick={() => writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, parseUnits('1', 18)] })}>
            Transfer 1 PTT
          </button>
          {chains.map((chain) => (
            <button key={chain.id} type="button" disabled={chain.id === chainId} onClick={() => switchChain({ chainId: chain.id })}>
              Switch to {chain.name}
            </button>
          ))}
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
          {signature && <p data-testid="signature">{signature}</p>}
          {sentHash && <Transaction key={sentHash} hash={sentHash} />}
          {writtenHash && <Transaction key={writtenHash} hash={writtenHash} />}
        </>
      )}
      {error && <p role="alert">{error.name}</p>}
    </section>
  )
}

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>wagmi host</h1>
          <appkit-button />
          <appkit-network-button />
          <Actions />
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
