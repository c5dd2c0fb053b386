import { useState } from 'react'
import { errorText } from '@portico/kernel/extend'
import { useAppKitAccount } from '@portico/kernel/react'
import type { SolanaAdapter } from '@portico/adapter-solana'
import { appKit } from './appKit.ts'

const MESSAGE = 'Hello from the Portico demo'
/** Where the demo's transfer goes: a fixed address (the public key of the seed of 32 bytes of 9). */
export const SOLANA_TRANSFER_TO = 'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf'
/** The demo's transfer: 0.01 SOL, above the rent-exempt minimum of an empty account. */
export const SOLANA_TRANSFER_LAMPORTS = 10_000_000n

/** Signs a fixed message and sends a fixed SOL transfer with the connected Solana account. */
export function SolanaActions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
  const [signature, setSignature] = useState<string>()
  const [transfer, setTransfer] = useState<string>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  if (!isConnected || !address) return null

  async function run(action: (adapter: SolanaAdapter) => Promise<void>) {
    const adapter = appKit.store.adapters.chainAdapter('solana') as SolanaAdapter | undefined
    if (!adapter) return
    setPending(true)
    setError(undefined)
    try {
      await action(adapter)
    } catch (thrown) {
      setError(errorText(thrown))
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-label="Solana">
      <p>
        Solana account: <span data-testid="solana-address">{address}</span>
      </p>
      <div className="row">
        <button className="plain" type="button" disabled={pending} onClick={() => void run(async (adapter) => setSignature(await adapter.signMessage(MESSAGE, address)))}>
          {`Sign “${MESSAGE}” with Solana`}
        </button>
        <button className="plain" type="button" disabled={pending} onClick={() => void run(async (adapter) => setTransfer(await adapter.extensions['solana:transfer'].sendTransaction({ to: SOLANA_TRANSFER_TO, value: SOLANA_TRANSFER_LAMPORTS })))}>
          Send 0.01 SOL
        </button>
      </div>
      {signature && <p data-testid="solana-signature">{signature}</p>}
      {transfer && <p data-testid="solana-transfer">{transfer}</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
