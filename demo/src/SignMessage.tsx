import { useState } from 'react'
import { errorText } from '@portico/kernel/extend'
import { useAppKitAccount, useAppKitProvider } from '@portico/kernel/react'
import type { EvmWalletProvider } from '@portico/adapter-evm'

const MESSAGE = 'Hello from the Portico demo'

/** The message as personal_sign takes it: its UTF-8 bytes in hex. */
function toHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Signs a fixed message with the connected EVM account, through the connection's EIP-1193 provider, and shows the signature. */
export function SignMessage() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<EvmWalletProvider>('eip155')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  if (!isConnected || !address) return null

  async function sign() {
    if (!walletProvider || !address) return
    setPending(true)
    setError(undefined)
    // The signature shown is always the last request's: none while a new one waits.
    setSignature(undefined)
    try {
      setSignature(String(await walletProvider.request({ method: 'personal_sign', params: [toHex(MESSAGE), address] })))
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
