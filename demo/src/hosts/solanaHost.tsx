// A host written as AppKit's React Solana example is, with the package names changed: the adapter is
// SolanaAdapter; the page signs through useAppKitProvider<Provider>('solana') and builds, sends and
// reads balances with web3.js through the adapter's useAppKitConnection().
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@portico/kernel/react'
import { SolanaAdapter, useAppKitConnection, type Provider } from '@portico/adapter-solana/react'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { registerSolanaTestWallet } from '../../../tests/harness/solanaTestWallet/registerSolanaTestWallet.ts'
import { walletConnect } from '@portico/adapter-walletconnect'
import { demoEnv } from '../demoEnv.ts'
import { solanaLocalnet } from './localSolana.ts'

// The harness's Wallet Standard wallet, holding the funded test account and asking before it signs.
registerSolanaTestWallet({ rpcUrl: demoEnv.solanaRpc, policy: 'prompt' })

const MESSAGE = 'Hello from a Solana host'
/** Where the transfer goes: a fixed address (the public key of the seed of 32 bytes of 11). */
const RECEIVER = new PublicKey('7v54NWdBtkjuAFJrLGsS2SXnuk8nKam81mZJeeYxVFi9')
/** 0.01 SOL: above the rent-exempt minimum of an empty account, so a new receiver can hold it. */
const AMOUNT = 0.01 * LAMPORTS_PER_SOL

createAppKit({
  // WalletConnect comes with the adapter; a self-hosting host points it at its own relay.
  adapters: [new SolanaAdapter(), walletConnect({ relayUrl: demoEnv.relayUrl })],
  networks: [solanaLocalnet],
  projectId: demoEnv.projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  metadata: { name: 'Solana host', description: 'AppKit Solana example, on Portico', url: location.origin, icons: [] },
})

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function Actions() {
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const { connection } = useAppKitConnection()
  const [signature, setSignature] = useState<string>()
  const [transaction, setTransaction] = useState<string>()
  const [balance, setBalance] = useState<number>()
  const [error, setError] = useState<string>()
  if (!isConnected || !address || !walletProvider || !connection) return null
  const wallet = new PublicKey(address)
  const provider = walletProvider
  const rpc = connection

  async function run(action: () => Promise<void>) {
    setError(undefined)
    try {
      await action()
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown))
    }
  }

  async function signMessage() {
    setSignature(undefined)
    setSignature(toHex(await provider.signMessage(new TextEncoder().encode(MESSAGE))))
  }

  async function sendTransaction() {
    const latestBlockhash = await rpc.getLatestBlockhash()
    const transfer = new Transaction({ feePayer: wallet, ...latestBlockhash }).add(
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: RECEIVER, lamports: AMOUNT }),
    )
    const sent = await provider.sendTransaction(transfer, rpc)
    await rpc.confirmTransaction({ signature: sent, ...latestBlockhash })
    setTransaction(sent)
  }

  async function getBalance() {
    setBalance(await rpc.getBalance(wallet))
  }

  return (
    <section>
      <p>
        Address <span data-testid="solana-address">{address}</span> on <span data-testid="network">{caipNetworkId}</span>
      </p>
      <button type="button" onClick={() => void run(signMessage)}>
        Sign message
      </button>
      <button type="button" onClick={() => void run(sendTransaction)}>
        Send 0.01 SOL
      </button>
      <button type="button" onClick={() => void run(getBalance)}>
        Get balance
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
      {balance !== undefined && (
        <p>
          Balance {balance / LAMPORTS_PER_SOL} SOL (<span data-testid="balance">{balance}</span> lamports)
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
      <h1>Solana host</h1>
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
