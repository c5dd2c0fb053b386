// Reown AppKit as its docs show it for plain JavaScript with the wagmi adapter; the script drives
// it through `window.sideBySide`. A placeholder project id: nothing leaves loopback anyway.
import { createAppKit } from '@reown/appkit'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { defineChain } from '@reown/appkit/networks'
import { anvilChain } from './anvilChain.js'

const projectId = '00000000000000000000000000000000'
const network = defineChain({ ...anvilChain, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' })
const wagmiAdapter = new WagmiAdapter({ projectId, networks: [network] })

const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks: [network],
  projectId,
  metadata: { name: 'Side by side', description: 'AppKit beside Portico', url: location.origin, icons: [] },
  features: { analytics: false },
  // The page's colour scheme, as Portico's demo and RainbowKit's page follow it here.
  themeMode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  // AppKit's own typeface comes from Reown's servers, which the script does not reach: without
  // this, Chromium falls back to its serif default. The system UI stack is Portico's family too.
  themeVariables: { '--w3m-font-family': 'system-ui, sans-serif' },
})

window.sideBySide = {
  open: (view) => modal.open(view ? { view } : undefined),
  close: () => modal.close(),
  isConnected: () => modal.getIsConnectedState(),
}
