import { pay } from '@portico/plugin-pay'
import { useState } from 'react'
import { demoEnv } from './demoEnv.ts'

// anvil's account 7: the payments' recipient.
const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

/** "Pay 5 PTT": AppKit's `pay()` to anvil's account 7 on the first local chain, and how it ended. */
export function PayDemo() {
  const [result, setResult] = useState('—')
  const payFive = async () => {
    setResult('paying')
    try {
      const paid = await pay({ recipient, amount: 5, paymentAsset: { network: 'eip155:31337', asset: demoEnv.token, metadata: { name: 'Portico Test Token', symbol: 'PTT', decimals: 18 } } })
      setResult(paid.success ? `paid ${paid.result ?? ''}` : `not paid: ${paid.error ?? ''}`)
    } catch (error) {
      setResult(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <p className="row">
      <button className="plain" type="button" onClick={() => void payFive()}>
        Pay 5 PTT
      </button>
      <output data-testid="pay-result">{result}</output>
    </p>
  )
}
