import { pay } from '@portico/plugin-pay'
import type { PaymentOptions } from '@portico/plugin-pay'
import { useState } from 'react'
import { demoEnv } from './demoEnv.ts'

// anvil's account 7: the payments' recipient; on Solana, the key of a public seed (every byte 23).
const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const solanaRecipient = '4MfyR4G3NWfVRDWo6iNAHDBZqWMgwZX6FNtMqEW3a9JT'

/** A button calling AppKit's `pay()` for `options`, and how it ended (in `testId`). */
function PayButton({ label, options, testId }: { label: string; options: PaymentOptions; testId: string }) {
  const [result, setResult] = useState('—')
  const payNow = async () => {
    setResult('paying')
    try {
      const paid = await pay(options)
      setResult(paid.success ? `paid ${paid.result ?? ''}` : `not paid: ${paid.error ?? ''}`)
    } catch (error) {
      setResult(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <p className="row">
      <button className="plain" type="button" onClick={() => void payNow()}>
        {label}
      </button>
      <output data-testid={testId}>{result}</output>
    </p>
  )
}

/** "Pay 5 PTT" (to anvil's account 7 on the first local chain, from the wallet or an exchange) and "Pay 0.5 SOL" (on the local Solana runtime): AppKit's `pay()`, and how each ended. */
export function PayDemo() {
  return (
    <>
      <PayButton
        label="Pay 5 PTT"
        testId="pay-result"
        options={{ recipient, amount: 5, paymentAsset: { network: 'eip155:31337', asset: demoEnv.token, metadata: { name: 'Portico Test Token', symbol: 'PTT', decimals: 18 } } }}
      />
      <PayButton
        label="Pay 0.5 SOL"
        testId="pay-sol-result"
        options={{ recipient: solanaRecipient, amount: 0.5, paymentAsset: { network: 'solana:localnet', asset: 'native', metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } } }}
      />
    </>
  )
}
