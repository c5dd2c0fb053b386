// AppKit's core, renamed: the universal-provider setup (`createAppKit` of `@reown/appkit/core` with
// the host's own UniversalProvider and no adapters) and the React core example's actions
// (`@reown/appkit/react-core`: useAppKitProvider<Provider>('eip155') is the provider that signs).
import UniversalProvider from '@walletconnect/universal-provider'
import { createAppKit } from '@portico/kernel/core'
import { mainnet, arbitrum, solana, type AppKitNetwork } from '@portico/kernel/networks'
import {
  createAppKit as createReactAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useDisconnect,
  useWalletInfo,
  type Provider,
} from '@portico/kernel/react-core'

export const projectId = 'b56e18d47c72ab683b10814fe9495694'
export const networks = [mainnet, arbitrum] as [AppKitNetwork, ...AppKitNetwork[]]

const provider = await UniversalProvider.init({
  projectId,
  metadata: { name: 'AppKit Core', description: 'AppKit Core Example', url: 'https://example.com', icons: ['https://avatars.githubusercontent.com/u/179229932'] },
})

export const modal = createAppKit({
  projectId,
  networks: [mainnet, solana],
  universalProvider: provider,
})

export const reactModal = createReactAppKit({ projectId, networks, universalProvider: provider, metadata: { name: 'AppKit Core', description: 'AppKit Core Example', url: 'https://example.com', icons: [] } })

export const ActionButtonList = () => {
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const { switchNetwork } = useAppKitNetwork()
  const { address, isConnected } = useAppKitAccount()
  const { walletInfo } = useWalletInfo()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')

  const handleDisconnect = async () => {
    try {
      await disconnect()
    } catch (error) {
      console.error('Failed to disconnect:', error)
    }
  }

  const handleSignMsg = async () => {
    const message = 'Hello Reown AppKit!'
    const result = await walletProvider.request({ method: 'personal_sign', params: [message, address] })
    console.log(result, walletInfo?.name, isConnected)
  }

  return (
    <div>
      <button onClick={() => open()}>Open</button>
      <button onClick={handleDisconnect}>Disconnect</button>
      <button onClick={() => switchNetwork(networks[1] as AppKitNetwork)}>Switch</button>
      <button onClick={handleSignMsg}>Sign msg</button>
    </div>
  )
}
