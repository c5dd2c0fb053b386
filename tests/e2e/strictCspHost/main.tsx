// A host page as security-minded hosts ship it (issue 35, item 1): built for production and served
// with `default-src 'self'; script-src 'self'; style-src 'self'` and Trusted Types required
// (tests/e2e/strictCsp.test.ts). The EVM adapter with the harness's announced test wallet on the
// anvil chain `?rpc=` names, an <appkit-button> web component (in the
// page's HTML) to open the modal, and a Sign button.
import { evm } from '@portico/adapter-evm'
import { AppKitProvider, createAppKit, useAppKitAccount, useAppKitProvider } from '@portico/kernel/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { announceTestWallet } from '../../harness/testWallet/index.ts'

interface Eip1193 {
  request(arguments_: { method: string; params?: unknown[] }): Promise<unknown>
}

const rpcUrl = new URLSearchParams(location.search).get('rpc') ?? 'http://127.0.0.1:8545'
announceTestWallet({ chains: { 31337: rpcUrl }, policy: 'prompt', storage: window.localStorage })

const appKit = createAppKit({
  projectId: 'strict-csp-host',
  networks: [{ id: 31337, name: 'Portico Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }],
  adapters: [evm()],
  metadata: { name: 'Strict CSP host', description: 'A host page under a strict Content-Security-Policy', url: location.origin, icons: [] },
})

function Sign() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const [signature, setSignature] = useState<string>()
  if (!isConnected || !walletProvider || !address) return <p data-testid="status">disconnected</p>
  const sign = async () => setSignature(String(await walletProvider.request({ method: 'personal_sign', params: ['0x48656c6c6f2066726f6d2061207374726963742070616765', address] })))
  return (
    <section>
      <p data-testid="status">connected</p>
      <p data-testid="address">{address}</p>
      <button type="button" onClick={() => void sign()}>
        Sign message
      </button>
      {signature && <p data-testid="signature">{signature}</p>}
    </section>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('The host page has no #root')
createRoot(root).render(
  <AppKitProvider appKit={appKit}>
    <Sign />
  </AppKitProvider>,
)
