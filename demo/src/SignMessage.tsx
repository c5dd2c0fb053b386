import { useState } from 'react'
import { errorText } from '@portico/kernel/extend'
import { useAppKitAccount } from '@portico/kernel/react'
import { appKit } from './appKit.ts'

const MESSAGE = 'Hello from the Portico demo'

/** Signs a fixed message with the connected EVM account and shows the signature. */
export function SignMessage() {
  const { address, isConnected } = useAppKitAccount()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  if (!isConnected || !address) return null

  async function sign() {
    const adapter = appKit.store.adapters.chainAdapter('eip155')
    if (!adapter?.signMessage || !address) return
    setPending(true)
    setError(undefined)
    try {
      setSignature(await adapter.signMessage(MESSAGE, address))
    } catch (thrown) {
      setSignature(undefined)
      setError(errorText(thrown))
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-label="Sign a message">
      <button className="plain" type="button" disabled={pending} onClick={() => void sign()}>
        {pending ? 'Waiting for the wallet…' : `Sign “${MESSAGE}”`}
      </button>
      {signature && <p data-testid="signature">{signature}</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
