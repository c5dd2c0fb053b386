// A host written as AppKit's React Bitcoin example is, with the package names changed: the adapter is
// BitcoinAdapter; the page signs and sends through useAppKitProvider<BitcoinConnector>('bip122').
// Sends are built from the account's UTXOs that the project service reads from an Esplora API (the
// harness's Esplora stand-in on testnet), signed by the wallet and broadcast through the service.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@portico/kernel/react'
import { BitcoinAdapter, type BitcoinConnector } from '@portico/adapter-bitcoin'
import { bitcoinTestnet } from '@portico/adapter-bitcoin/networks'
import { registerBitcoinTestWallet } from '../../../tests/harness/bitcoinTestWallet/registerBitcoinTestWallet.ts'
import { demoEnv } from '../demoEnv.ts'

// The adapter's Wallet Standard test wallet, holding the harness's funded testnet key.
registerBitcoinTestWallet()

const MESSAGE = 'Hello from a Bitcoin host'
/** Where the transfer goes: a fixed testnet address (BIP-173's P2WPKH example). */
const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
/** 0.0001 BTC, in satoshis as AppKit's sendTransfer takes it. */
const AMOUNT = '10000'

createAppKit({
  adapters: [new BitcoinAdapter()],
  networks: [bitcoinTestnet],
  projectId: demoEnv.projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  metadata: { name: 'Bitcoin host', description: 'AppKit Bitcoin example, on Portico', url: location.origin, icons: [] },
})

function Actions() {
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const [signature, setSignature] = useState<string>()
  const [transaction, setTransaction] = useState<string>()
  const [error, setError] = useState<string>()
  if (!isConnected || !address || !walletProvider) return null
  const provider = walletProvider
  const from = address

  async function run(action: () => Promise<void>) {
    setError(undefined)
    try {
      await action()
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown))
    }
  }

  async function signMessage() {
    setSignature(await provider.signMessage({ address: from, message: MESSAGE }))
  }

  async function sendTransfer() {
    setTransaction(await provider.sendTransfer({ recipient: RECIPIENT, amount: AMOUNT }))
  }

  return (
    <section>
      <p>
        Address <span data-testid="bitcoin-address">{address}</span> on <span data-testid="network">{caipNetworkId}</span>
      </p>
      <button type="button" onClick={() => void run(signMessage)}>
        Sign message
      </button>
      <button type="button" onClick={() => void run(sendTransfer)}>
        Send 0.0001 BTC
      </button>
      {signature && (
        <p>
          Signature <code data-testid="signature">{signature}</code>
        </p>
      )}
      {transaction && (
        <p>
          Sent <code data-testid="transaction">{transaction}</code>
        </p>
      )}
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
      <h1>Bitcoin host</h1>
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
