// AppKit's React wagmi guide, renamed: the Next.js config (WagmiAdapter over a cookie storage, its
// wagmiConfig given to wagmi), the context provider (createAppKit, WagmiProvider with the cookie's
// initial state, React Query) and the components using AppKit's and wagmi's hooks. The guide imports
// cookieStorage and createStorage from '@wagmi/core', which wagmi re-exports: this repository has no
// @wagmi/core at its root, so they come from 'wagmi' here.
import { WagmiAdapter } from '@portico/adapter-wagmi'
import { mainnet, arbitrum, type AppKitNetwork } from '@portico/kernel/networks'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/kernel/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode } from 'react'
import { cookieStorage, cookieToInitialState, createStorage, useAccount, useBalance, useSendTransaction, useSignMessage, WagmiProvider, type Config } from 'wagmi'
import { parseGwei } from 'viem'

// config/index.tsx
export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID ?? 'b56e18d47c72ab683b10814fe9495694'

export const networks = [mainnet, arbitrum] as [AppKitNetwork, ...AppKitNetwork[]]

export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({
    storage: cookieStorage,
  }),
  ssr: true,
  projectId,
  networks,
})

export const config = wagmiAdapter.wagmiConfig

// context/index.tsx
const queryClient = new QueryClient()

const metadata = {
  name: 'appkit-example',
  description: 'AppKit Example',
  url: 'https://appkitexampleapp.com',
  icons: ['https://avatars.githubusercontent.com/u/179229932'],
}

export const modal = createAppKit({
  adapters: [wagmiAdapter],
  projectId,
  networks: [mainnet, arbitrum],
  defaultNetwork: mainnet,
  metadata,
  features: {
    analytics: true,
  },
})

export function ContextProvider({ children, cookies }: { children: ReactNode; cookies: string | null }) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig as Config, cookies)

  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig as Config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

// The React (Vite) setup: the adapter's config straight into WagmiProvider.
export function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

// components/ActionButtonList.tsx and the wagmi hooks
export function ActionButtonList() {
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const { switchNetwork } = useAppKitNetwork()
  const { isConnected, address } = useAppKitAccount()
  const { address: wagmiAddress } = useAccount()
  const { data: balance } = useBalance({ address: wagmiAddress })
  const { signMessageAsync } = useSignMessage()
  const { sendTransaction, data: hash } = useSendTransaction()

  const handleSignMsg = async () => {
    const signature = await signMessageAsync({ message: 'Hello Reown AppKit!', account: address as `0x${string}` })
    console.log(signature, hash, balance?.value)
  }

  const handleSendTx = () => {
    sendTransaction({ to: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', value: parseGwei('0.0001') })
  }

  if (!isConnected) return <appkit-button />
  return (
    <div>
      <button onClick={() => open()}>Open</button>
      <button onClick={() => void disconnect()}>Disconnect</button>
      <button onClick={() => switchNetwork(networks[1] as AppKitNetwork)}>Switch</button>
      <button onClick={() => void handleSignMsg()}>Sign msg</button>
      <button onClick={handleSendTx}>Send tx</button>
    </div>
  )
}
