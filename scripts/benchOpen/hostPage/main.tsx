// The benchmark's host page (`npm run bench:open`): an EVM host as AppKit's examples write it,
// Ethereum and an L2, the EVM adapter and WalletConnect, one Connect button. It imports the built
// packages as a host installs them. `?service=<url>` sets the project service; without it there is none.
import { evm } from '@portico/adapter-evm'
import { walletConnect } from '@portico/adapter-walletconnect'
import { arbitrum, mainnet } from '@portico/kernel/networks'
import { AppKitProvider, ConnectButton, createAppKit } from '@portico/kernel/react'
import { createRoot } from 'react-dom/client'

const params = new URLSearchParams(location.search)
const projectServiceUrl = params.get('service') ?? undefined

const appKit = createAppKit({
  projectId: params.get('projectId') ?? 'portico-bench',
  ...(projectServiceUrl === undefined ? {} : { projectServiceUrl }),
  networks: [mainnet, arbitrum],
  adapters: [evm(), walletConnect()],
  metadata: { name: 'Portico benchmark', description: 'A host page for the open benchmark', url: location.origin, icons: [] },
})

const root = document.getElementById('root')
if (!root) throw new Error('The host page has no #root')
createRoot(root).render(
  <AppKitProvider appKit={appKit}>
    <ConnectButton />
  </AppKitProvider>,
)
