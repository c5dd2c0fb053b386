// Type-level test, checked by `npx tsc -p tsconfig.json` and never run: a React host using every
// hook of @portico/kernel/react, the Solana adapter's React entry and every method of the AppKit
// instance, each result assigned to the type AppKit documents for it. A type error here is an
// AppKit host's type error after renaming the packages; the @ts-expect-error lines are misuse that
// must stay an error.
import { BitcoinAdapter } from '@portico/adapter-bitcoin'
import { SolanaAdapter, useAppKitConnection as useSolanaConnection } from '@portico/adapter-solana/react'
import type { Provider } from '@portico/adapter-solana/react'
import {
  AppKitProvider,
  ConnectButton,
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnection,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitNetworkCore,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '@portico/kernel/react'
import type { AppKit, ChainNamespace } from '@portico/kernel/react'
import { arbitrum, bitcoin, mainnet, solana, solanaDevnet } from '@portico/kernel/networks'
import type { AppKitNetwork, CaipNetwork } from '@portico/kernel/networks'
import type { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { ReactNode } from 'react'

// The shapes AppKit documents, written out here rather than imported, so that a narrowing or a
// renamed field on Portico's side breaks this file.
type Status = 'reconnecting' | 'connected' | 'disconnected' | 'connecting' | undefined
interface Account {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: Status
  allAccounts: { namespace: ChainNamespace; address: string; type: string }[]
  embeddedWalletInfo: { user?: { email?: string; username?: string }; authProvider: string; accountType?: string; isSmartAccountDeployed: boolean } | undefined
}
interface NetworkCore {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: string | undefined
}
interface ModalState {
  open: boolean
  loading: boolean
  initialized: boolean
  selectedNetworkId: string | undefined
  activeChain: ChainNamespace | undefined
}
interface Event {
  timestamp: number
  data: { event: string; properties?: unknown }
}
interface Wallet {
  name: string
  icon?: string | undefined
}
interface Theme {
  themeMode: 'dark' | 'light'
  themeVariables: Record<string, string | number | undefined>
}
interface Connected {
  connectorId: string
  accounts: { address: string }[]
  caipNetwork?: CaipNetwork
  name?: string
  icon?: string
}

const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum, solana, solanaDevnet, bitcoin]

const appKit: AppKit = createAppKit({
  adapters: [new SolanaAdapter(), new BitcoinAdapter()],
  networks,
  projectId: 'project-id',
  metadata: { name: 'Host', description: 'A host', url: 'https://host.example', icons: [] },
})

/** A component using every hook, as an AppKit React host does. */
export function EveryHook(): ReactNode {
  const { open, close } = useAppKit()
  void open()
  void open({ view: 'Connect', namespace: 'solana' })
  void open({ view: 'Account' })
  void open({ view: 'Networks' })
  void open({ view: 'AllWallets' })
  void open({ view: 'WalletSend' })
  const closed: Promise<void> = close()

  const account = useAppKitAccount() satisfies Account
  const solanaAccount = useAppKitAccount({ namespace: 'solana' }) satisfies Account
  const address: string | undefined = account.address
  const isConnected: boolean = solanaAccount.isConnected

  const { caipNetwork, chainId, caipNetworkId, switchNetwork } = useAppKitNetwork() satisfies NetworkCore
  const switched: Promise<void> = switchNetwork(arbitrum)
  void switchNetwork(solanaDevnet)
  const core = useAppKitNetworkCore() satisfies NetworkCore

  const state = useAppKitState() satisfies ModalState
  const event = useAppKitEvents() satisfies Event
  const eventName: string = event.data.event

  const { walletProvider, walletProviderType } = useAppKitProvider<Provider>('solana')
  const provider: Provider | undefined = walletProvider
  const providerType: string | undefined = walletProviderType
  const { connection } = useSolanaConnection()
  const solanaConnection: Connection | undefined = connection
  if (provider && solanaConnection) {
    const publicKey: PublicKey | undefined = provider.publicKey
    const signature: Promise<Uint8Array> = provider.signMessage(new TextEncoder().encode('Hello'))
    const send = (transaction: Transaction): Promise<string> => provider.sendTransaction(transaction, solanaConnection)
    const signAndSend = (transaction: VersionedTransaction): Promise<string> => provider.signAndSendTransaction(transaction)
    const sign = (transaction: Transaction): Promise<Transaction> => provider.signTransaction(transaction)
    const signAll = (transactions: VersionedTransaction[]): Promise<VersionedTransaction[]> => provider.signAllTransactions(transactions)
    provider.on('accountsChanged', () => undefined).removeListener('accountsChanged', () => undefined)
    // @ts-expect-error signMessage takes the message's bytes, not a string
    void provider.signMessage('Hello')
    // @ts-expect-error sendTransaction takes the host's Connection
    void provider.sendTransaction({} as Transaction)
    void [publicKey, signature, send, signAndSend, sign, signAll]
  }

  const { fetchBalance } = useAppKitBalance()
  void fetchBalance().then((result) => {
    const balance: string | undefined = result.data?.balance
    const symbol: string | undefined = result.data?.symbol
    const failed: boolean = result.isError || !result.isSuccess
    const error: string | null = result.error
    return [balance, symbol, failed, error]
  })

  const { connections, recentConnections } = useAppKitConnections('solana')
  const listed: Connected[] = [...connections, ...recentConnections]
  const { connection: active, isPending, switchConnection, deleteConnection } = useAppKitConnection({
    namespace: 'eip155',
    onSuccess: ({ connection: next }) => void next?.connectorId,
    onError: (error: unknown) => void error,
  })
  const activeConnection: Connected | undefined = active
  if (active) void switchConnection({ connection: active, address: active.accounts[0]?.address })
  void deleteConnection({ connectorId: 'injected', namespace: 'eip155' })
  void deleteConnection({ connectorId: 'injected', address: '0x52908400098527886E0F7030069857D2E4169EE7' })
  const pending: boolean = isPending
  const recentNames: (string | undefined)[] = recentConnections.map((each) => each.name)
  const recentAddresses: string[] = recentConnections.flatMap((each) => each.accounts.map((account) => account.address))
  void [pending, recentNames, recentAddresses]
  // @ts-expect-error switchConnection takes a connection, not a connector id
  void switchConnection({ connectorId: 'injected' })

  const { disconnect } = useDisconnect()
  void disconnect()
  void disconnect({ namespace: 'solana' })

  const { walletInfo } = useWalletInfo()
  const wallet: Wallet | undefined = walletInfo

  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme() satisfies Theme
  setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
  setThemeVariables({ '--w3m-accent': '#000000', '--w3m-z-index': 1000 })

  // @ts-expect-error the address is undefined while not connected
  const definite: string = account.address
  // @ts-expect-error a chain id is a number on eip155 but a string on other namespaces
  const numeric: number = chainId
  // @ts-expect-error there is no 'ethereum' namespace: it is 'eip155'
  useAppKitProvider('ethereum')
  // @ts-expect-error the theme mode is 'light' or 'dark'
  setThemeMode('blue')
  // @ts-expect-error no such view
  void open({ view: 'Nowhere' })

  void [closed, address, isConnected, caipNetwork, caipNetworkId, switched, core, state, eventName, providerType, listed, isPending]
  void [activeConnection, wallet, themeVariables, definite, numeric]
  return <ConnectButton />
}

/** The host's root, giving the hooks their instance (they also work without it once createAppKit ran). */
export function Root(): ReactNode {
  return (
    <AppKitProvider appKit={appKit}>
      <EveryHook />
    </AppKitProvider>
  )
}

/** AppKit's `<AppKitProvider projectId networks adapters ...>`: createAppKit's options as the provider's props. */
export function RootFromOptions(): ReactNode {
  return (
    <>
      <AppKitProvider projectId="my-project" networks={[mainnet, arbitrum]} adapters={[new SolanaAdapter()]} themeMode="dark">
        <EveryHook />
      </AppKitProvider>
      {/* @ts-expect-error networks is one of createAppKit's options, and an array of networks */}
      <AppKitProvider projectId="my-project" networks={mainnet}>
        <EveryHook />
      </AppKitProvider>
    </>
  )
}

/** Every method of the instance, as AppKit's `createAppKit` returns it. */
export async function everyMethod(): Promise<void> {
  await appKit.open()
  await appKit.open({ view: 'Connect', namespace: 'bip122' })
  const closed: void | Promise<void> = appKit.close()

  const address: string | undefined = appKit.getAddress()
  const solanaAddress: string | undefined = appKit.getAddress('solana')
  const caipAddress: string | undefined = appKit.getCaipAddress()
  const chainId: number | string | undefined = appKit.getChainId()
  const network: CaipNetwork | undefined = appKit.getCaipNetwork()
  const solanaNetwork: CaipNetwork | undefined = appKit.getCaipNetwork('solana')
  const caipNetworkId: string | undefined = appKit.getCaipNetworkId()
  const isConnected: boolean = appKit.getIsConnectedState()
  const state = appKit.getState() satisfies ModalState
  const account = appKit.getAccount() satisfies Account
  const bitcoinAccount = appKit.getAccount('bip122') satisfies Account
  const wallet: Wallet | undefined = appKit.getWalletInfo()

  const provider: Provider | undefined = appKit.getWalletProvider<Provider>('solana')
  const anyProvider: unknown = appKit.getWalletProvider()
  const providerType: string | undefined = appKit.getWalletProviderType()
  const providers: Partial<Record<ChainNamespace, unknown>> = appKit.getProviders()

  await appKit.switchNetwork(mainnet)
  await appKit.switchNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  await appKit.disconnect()
  await appKit.disconnect('solana')

  const themeMode: 'dark' | 'light' = appKit.getThemeMode()
  const themeVariables: Record<string, string | number> = appKit.getThemeVariables()
  appKit.setThemeMode('light')
  appKit.setThemeVariables({ '--w3m-font-family': 'Roboto, sans-serif', '--w3m-border-radius-master': '2px' })

  const unsubscribe: (() => void)[] = [
    appKit.subscribeAccount((next) => void (next satisfies Account).address),
    appKit.subscribeAccount((next) => void next.isConnected, 'solana'),
    appKit.subscribeNetwork((next) => void (next satisfies NetworkCore).caipNetworkId),
    appKit.subscribeState((next) => void (next satisfies ModalState).open),
    appKit.subscribeEvents((next) => void (next satisfies Event).data.event),
    appKit.subscribeWalletInfo((next) => void (next satisfies Wallet | undefined)?.name),
    appKit.subscribeTheme((next) => void (next satisfies Theme).themeMode),
    appKit.subscribeProviders((next) => void next.solana),
    appKit.on('modal:open', ({ view }) => void view),
  ]
  for (const stop of unsubscribe) stop()

  await appKit.ready
  await appKit.preload()
  await appKit.mount()
  appKit.addCleanup(() => undefined)
  appKit.destroy()

  // @ts-expect-error a network is a network object or a CAIP-2 id, not a bare chain id
  await appKit.switchNetwork(1)
  // @ts-expect-error there is no 'ethereum' namespace: it is 'eip155'
  appKit.getAddress('ethereum')
  // @ts-expect-error subscribeAccount's callback gets the account, not an address
  appKit.subscribeAccount((next: string) => void next)

  void [closed, address, solanaAddress, caipAddress, chainId, network, solanaNetwork, caipNetworkId, isConnected, state, account, bitcoinAccount]
  void [wallet, provider, anyProvider, providerType, providers, themeMode, themeVariables]
}
