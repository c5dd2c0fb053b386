import { useState } from 'react'
import { base58 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { errorText } from '@portico/kernel/extend'
import { useAppKitAccount, useAppKitProvider } from '@portico/kernel/react'
import { useAppKitConnection, type Provider } from '@portico/adapter-solana/react'

const MESSAGE = 'Hello from the Portico demo'
/** Where the demo's transfer goes: a fixed address (the public key of the seed of 32 bytes of 9). */
export const SOLANA_TRANSFER_TO = 'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf'
/** The demo's transfer: 0.01 SOL, above the rent-exempt minimum of an empty account. */
export const SOLANA_TRANSFER_LAMPORTS = 10_000_000n

/**
 * Signs a fixed message and sends a fixed SOL transfer with the connected Solana account, as an
 * AppKit Solana host does: through `useAppKitProvider('solana')` and the Solana adapter's
 * `useAppKitConnection()`.
 */
export function SolanaActions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const { connection } = useAppKitConnection()
  const [signature, setSignature] = useState<string>()
  const [transfer, setTransfer] = useState<string>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  if (!isConnected || !address) return null

  async function run(action: () => Promise<void>) {
    setPending(true)
    setError(undefined)
    try {
      await action()
    } catch (thrown) {
      setError(errorText(thrown))
    } finally {
      setPending(false)
    }
  }

  async function sign() {
    if (!walletProvider) return
    setSignature(base58.encode(await walletProvider.signMessage(new TextEncoder().encode(MESSAGE))))
  }

  async function send() {
    if (!walletProvider || !connection || !address) return
    const from = new PublicKey(address)
    const latest = await connection.getLatestBlockhash('confirmed')
    const transaction = new Transaction({ feePayer: from, ...latest }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(SOLANA_TRANSFER_TO), lamports: SOLANA_TRANSFER_LAMPORTS }),
    )
    const sent = await walletProvider.sendTransaction(transaction, connection)
    await connection.confirmTransaction({ signature: sent, ...latest }, 'confirmed')
    setTransfer(sent)
  }

  return (
    <section aria-label="Solana">
      <p>
        Solana account: <span data-testid="solana-address">{address}</span>
      </p>
      <div className="row">
        <button className="plain" type="button" disabled={pending || !walletProvider} onClick={() => void run(sign)}>
          {`Sign “${MESSAGE}” with Solana`}
        </button>
        <button className="plain" type="button" disabled={pending || !walletProvider || !connection} onClick={() => void run(send)}>
          Send 0.01 SOL
        </button>
      </div>
      {signature && <p data-testid="solana-signature">{signature}</p>}
      {transfer && <p data-testid="solana-transfer">{transfer}</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
