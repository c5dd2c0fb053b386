// RainbowKit as its docs show it (getDefaultConfig, RainbowKitProvider), written with
// createElement so the page needs no JSX step; the script drives it through `window.sideBySide`.
import '@rainbow-me/rainbowkit/styles.css'
import { darkTheme, getDefaultConfig, lightTheme, RainbowKitProvider, useAccountModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement as h, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { http, useAccount, WagmiProvider } from 'wagmi'
import { anvilChain } from './anvilChain.js'

const config = getDefaultConfig({
  appName: 'Side by side',
  projectId: '00000000000000000000000000000000',
  chains: [anvilChain],
  transports: { [anvilChain.id]: http() },
})
const queryClient = new QueryClient()

function Controls() {
  const { openConnectModal } = useConnectModal()
  const { openAccountModal } = useAccountModal()
  const { isConnected } = useAccount()
  useEffect(() => {
    window.sideBySide = {
      open: (view) => (view === 'Account' ? openAccountModal : openConnectModal)?.(),
      isConnected: () => isConnected,
    }
  }, [openConnectModal, openAccountModal, isConnected])
  return null
}

createRoot(document.body.appendChild(document.createElement('div'))).render(
  h(WagmiProvider, { config },
    h(QueryClientProvider, { client: queryClient },
      h(RainbowKitProvider, { theme: { lightMode: lightTheme(), darkMode: darkTheme() } }, h(Controls)))),
)
