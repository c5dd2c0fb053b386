// A host page as security-minded hosts ship it (issue 35, item 1): built for production and served
// with `default-src 'self'; script-src 'self'; style-src 'self'` and Trusted Types required
// (tests/e2e/strictCsp.test.ts). The EVM adapter with the harness's announced test wallet on the
// anvil chain `?rpc=` names, AppKit's four web components (in the page's HTML: <appkit-button>
// opens the modal; <appkit-connect-button>, <appkit-account-button>, <appkit-network-button>), a Sign button, the plugins whose views draw without a service
// (send, receive, and the NFTs and Activity tabs, which say they need one), and a button per view
// that opens it through `open({ view })` (tests/e2e/strictCspViews.test.ts).
// With `?service=` (the host's own project service, `?projectId=` its project), `?frame=` (its secure
// frame) and `?relay=` (its WalletConnect relay), it is a host that uses them: the registry, swaps,
// on-ramp, activity and balances from the service, e-mail and social login through the frame, WalletConnect
// through the relay, Pay (its exchanges from the service) and account names (registered on the service),
// and buttons for the views they add (tests/e2e/strictCspServiceViews.test.ts). With `?siwx=required`,
// it asks the connected account to sign in (AppKit's `new DefaultSIWX({ required: true })`).
import { embeddedWallet } from '@portico/adapter-embedded'
import { evm } from '@portico/adapter-evm'
import { walletConnect } from '@portico/adapter-walletconnect'
import { AppKitProvider, createAppKit, useAppKit, useAppKitAccount, useAppKitProvider } from '@portico/kernel/react'
import { activity } from '@portico/plugin-activity'
import { email } from '@portico/plugin-email'
import { namesPlugin } from '@portico/plugin-names'
import { nfts } from '@portico/plugin-nfts'
import { onramp } from '@portico/plugin-onramp'
import { pay, payPlugin } from '@portico/plugin-pay'
import { receive } from '@portico/plugin-receive'
import { send } from '@portico/plugin-send'
import { DefaultSIWX } from '@portico/plugin-siwx'
import { socials } from '@portico/plugin-socials'
import { swaps } from '@portico/plugin-swaps'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { announceTestWallet } from '../../harness/testWallet/index.ts'

interface Eip1193 {
  request(arguments_: { method: string; params?: unknown[] }): Promise<unknown>
}

const query = new URLSearchParams(location.search)
const rpcUrl = query.get('rpc') ?? 'http://127.0.0.1:8545'
const serviceUrl = query.get('service')
const frameUrl = query.get('frame')
const relayUrl = query.get('relay')
announceTestWallet({ chains: { 31337: rpcUrl }, policy: 'prompt', storage: window.localStorage })

const appKit = createAppKit({
  projectId: query.get('projectId') ?? 'strict-csp-host',
  ...(serviceUrl ? { projectServiceUrl: serviceUrl } : {}),
  networks: [{ id: 31337, name: 'Portico Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }],
  adapters: [
    evm(),
    ...(relayUrl ? [walletConnect({ relayUrl })] : []),
    ...(frameUrl ? [embeddedWallet({ frameUrl })] : []),
  ],
  plugins: [send(), receive(), nfts(), activity(), ...(serviceUrl ? [swaps(), onramp(), email(), socials(), payPlugin(), namesPlugin()] : [])],
  ...(query.get('siwx') === 'required' ? { siwx: new DefaultSIWX({ required: true }) } : {}),
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

/** Pay (the pay plugin's `pay()`): 0.001 ETH to anvil's account 7 on the page's chain, from the wallet or the service's exchanges, and how it ended. */
function Pay() {
  const [result, setResult] = useState('—')
  const payNow = async () => {
    setResult('paying')
    const paid = await pay({ recipient: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', amount: 0.001, paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } } })
    setResult(paid.success ? 'paid' : `not paid: ${paid.error ?? ''}`)
  }
  return (
    <p>
      <button type="button" onClick={() => void payNow()}>
        Open Pay
      </button>
      <output data-testid="pay-result">{result}</output>
    </p>
  )
}

const views = ['Connect', 'WhatIsAWallet', 'AllWallets', 'Networks', 'Account', 'Profile', 'UnsupportedChain', 'WalletSend', 'WalletReceive', ...(serviceUrl ? (['Swap', 'OnRampProviders', 'Transactions'] as const) : [])] as const

function OpenView() {
  const { open } = useAppKit()
  return (
    <nav>
      {views.map((view) => (
        <button key={view} type="button" onClick={() => void open({ view })}>
          Open {view}
        </button>
      ))}
    </nav>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('The host page has no #root')
createRoot(root).render(
  <AppKitProvider appKit={appKit}>
    <Sign />
    <OpenView />
    {serviceUrl && <Pay />}
  </AppKitProvider>,
)
