// An app for the deployable secure frame's browser test (tests/e2e/serviceFrame.test.ts): the real
// kernel with the embedded wallet and e-mail login, pointed at the service's frame (`?frame=`),
// the service (`?service=`, `?projectId=`) and an anvil chain (`?rpc=`); `?socials=1` adds social
// and Farcaster login (google, github, farcaster); `?solana=1` adds the Solana adapter and a local
// Solana network (only signing is used: its RPC is never reached); `?account=smartAccount` starts
// users on the Safe the frame gives them where its config has smart accounts (else on their EOA).
import { embeddedWallet } from '@portico/adapter-embedded'
import type { EmbeddedWalletAdapter, EmbeddedWalletAdapterDefinition } from '@portico/adapter-embedded'
import { evm } from '@portico/adapter-evm'
import { solana } from '@portico/adapter-solana'
import { solanaLocalnet } from '@portico/adapter-solana/networks'
import { createAppKit } from '@portico/kernel'
import { email } from '@portico/plugin-email'
import { socials } from '@portico/plugin-socials'
import { stringToHex, toHex } from 'viem'
import type { ServiceFrameApp } from './ServiceFrameApp.ts'

declare global {
  interface Window {
    serviceFrameApp?: ServiceFrameApp
  }
}

interface Eip1193 {
  request(arguments_: { method: string; params?: unknown[] }): Promise<unknown>
}

const query = new URLSearchParams(location.search)
const required = (name: string) => query.get(name) ?? ''
const withSocials = query.get('socials') === '1'
const withSolana = query.get('solana') === '1'
const accountType = query.get('account') === 'smartAccount' ? 'smartAccount' : 'eoa'
// The app keeps the embedded wallet it loads, to call its methods beyond the kernel's (key export).
const embedded = embeddedWallet({ frameUrl: required('frame') })
let embeddedAdapter: EmbeddedWalletAdapter | undefined
const keptEmbedded: EmbeddedWalletAdapterDefinition = { ...embedded, load: async (context) => (embeddedAdapter = await embedded.load(context)) }
const appKit = createAppKit({
  projectId: required('projectId'),
  projectServiceUrl: required('service'),
  networks: [
    { id: 31337, name: 'Portico Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [required('rpc')] } } },
    ...(withSolana ? [solanaLocalnet('http://127.0.0.1:9/')] : []),
  ],
  // The EVM adapter serves the eip155 namespace the embedded wallet connects on.
  adapters: [evm(), ...(withSolana ? [solana()] : []), keptEmbedded],
  plugins: withSocials ? [email(), socials()] : [email()],
  ...(withSocials ? { features: { socials: ['google', 'github', 'farcaster'] } } : {}),
  defaultAccountTypes: { eip155: accountType },
  metadata: { name: 'Service frame test app', description: 'The deployable secure frame under test', url: location.origin, icons: [] },
})

const status = document.querySelector('[data-testid="status"]')
const address = document.querySelector('[data-testid="address"]')
appKit.subscribeAccount((account) => {
  if (status) status.textContent = account.isConnected ? 'connected' : 'disconnected'
  if (address) address.textContent = account.address ?? ''
}, 'eip155')

function provider(): Eip1193 {
  const found = appKit.getProviders().eip155 as Eip1193 | undefined
  if (!found) throw new Error('No eip155 provider: not connected')
  return found
}

window.serviceFrameApp = {
  open: () => appKit.open(),
  sign: async (message) => String(await provider().request({ method: 'personal_sign', params: [stringToHex(message), appKit.getAddress('eip155')] })),
  send: async (to, value) => String(await provider().request({ method: 'eth_sendTransaction', params: [{ from: appKit.getAddress('eip155'), to, value: toHex(value) }] })),
  disconnect: () => appKit.disconnect(),
  solanaAddress: () => appKit.getAddress('solana') ?? '',
  signSolana: async (message) => {
    const found = appKit.getProviders().solana as { signMessage(bytes: Uint8Array): Promise<Uint8Array> } | undefined
    if (!found) throw new Error('No solana provider: not connected')
    return Array.from(await found.signMessage(new TextEncoder().encode(message)))
  },
  reloadFrameThenAsk: async () => {
    if (!embeddedAdapter) throw new Error('The embedded wallet is not loaded')
    await embeddedAdapter.reload()
    return embeddedAdapter.isConnected()
  },
  exportPrivateKey: async () => {
    if (!embeddedAdapter) throw new Error('The embedded wallet is not loaded')
    return embeddedAdapter.exportPrivateKey()
  },
}
