import { describe, expect, it } from 'vitest'
import { entryExports } from './testing/entryExports.ts'

// The public surface of @portico/kernel, entry by entry. A name added to or removed from an entry
// fails here first: change the list in the same commit, as a decision about the public API.
const expected: Record<string, string[]> = {
  '.': [
    'Account', 'AccountNotFoundError', 'AccountType', 'AdapterDefinition', 'AdapterDuplicateError',
    'AdapterInvalidError', 'AdapterInvalidResultError', 'AdapterNotFoundError',
    'AdapterUnavailableError', 'AnalyticsEvent', 'AppKit', 'AppKitAccount', 'AppKitNetwork',
    'AppKitOptions', 'AppKitOptionsInput', 'AppKitState', 'BaseError', 'CaipAddress', 'CaipNetwork',
    'CaipNetworkId', 'ChainNamespace', 'ConfigError', 'ConnectorInvalidError',
    'ConnectorNotFoundError', 'DestroyedError', 'EmbeddedWalletInfo', 'Features',
    'FetchWalletsOptions', 'HttpError', 'InvalidCaipNetworkIdError', 'KernelError',
    'KernelErrorCode', 'KernelErrorOptions', 'Metadata', 'Network', 'NetworkError', 'NetworkInput',
    'NetworkNotConfiguredError', 'NetworkState', 'NetworkUndefinedError', 'NotCreatedError',
    'OpenOptions', 'PairingAbortedError', 'PluginDefinition', 'PluginInvalidError',
    'PluginStoreIdError', 'PluginStoreTakenError', 'PorticoEvents', 'Provider', 'ProviderError',
    'RequestAbortedError', 'RequestTimeoutError', 'ResponseInvalidError', 'RetryAfterError',
    'RouteRegistry', 'RpcErrorCode', 'ServiceError',
    'StorageKeyTakenError', 'SwitchUnsupportedError', 'ThemeMode', 'ThemeVariables',
    'TransactionLimitError', 'ViewId', 'WalletConnectUriState', 'WalletConnection', 'WalletInfo',
    'WalletItem', 'WalletItemConnector', 'WalletListState', 'WalletProviderState', 'connect',
    'createAppKit', 'fetchWallets', 'getWalletConnectUri', 'getWalletList', 'resetConnectingWallet',
    'resetWalletConnectUri', 'subscribeWalletConnectUri', 'subscribeWalletList',
  ],
  './react': [
    // Everything '.' exports (added below), and the React API.
    'AppKitProvider', 'AppKitProviderProps', 'AppKitTheme', 'BalanceResult', 'ConnectButton',
    'ConnectButtonProps', 'DisconnectOptions', 'UseAppKitAccountOptions',
    'UseAppKitConnectionOptions', 'UseAppKitConnectionReturn', 'UseAppKitNetworkReturn',
    'UseAppKitReturn', 'UseAppKitWalletsReturn', 'WebComponentAttributes', 'useAppKit',
    'useAppKitAccount', 'useAppKitBalance', 'useAppKitConnection', 'useAppKitConnections',
    'useAppKitEvents', 'useAppKitNetwork', 'useAppKitNetworkCore', 'useAppKitProvider',
    'useAppKitState', 'useAppKitTheme', 'useAppKitWallets', 'useDisconnect', 'useWalletInfo',
  ],
  './extend': [
    'Account', 'AccountType', 'ActiveBalancesSource', 'AdapterContext', 'AdapterDefinition',
    'AdapterTheme', 'AddressProfile',
    'Alert', 'AlertVariant', 'Analytics', 'AnalyticsEventName', 'AnalyticsEventRegistry',
    'ApprovalRequest', 'AuthenticatedMessage', 'AuthenticationRequest', 'BalanceService',
    'BundledAdapter', 'CachePayload', 'CacheStorageKey', 'CaipAddress', 'CaipNetworkId', 'ChainAdapter',
    'ChainAdapterDefinition', 'ChainExtensionRegistry', 'ChainNamespace', 'ConnectOptions',
    'ConnectResult', 'ConnectedInput', 'ConnectionStatus', 'Connector', 'ConnectorAdapter',
    'ConnectorAdapterDefinition', 'ConnectorDiscovery', 'ConnectorExtension', 'ConnectorExtensionRegistry',
    'ConnectorType', 'Decoded', 'FormatBalanceOptions', 'HostOptions', 'HttpClient',
    'HttpClientOptions', 'HttpErrorOptions', 'HttpMethod', 'HttpUrl', 'LazyComponent',
    'LoadActiveBalancesOptions', 'LogLevel', 'LogSink', 'Logger', 'NamespaceConnection', 'Network', 'NetworkFromChain', 'NetworksOptions',
    'NodeErrorEntry', 'NodeErrorMatch', 'NodeErrorName', 'Pairing', 'PairingAuthentication',
    'PairingAuthenticator', 'ParsedCaipAddress', 'ParsedCaipNetworkId', 
    'PluginAdapters', 'PluginContext', 'PluginDefinition', 'PluginModal',
    'PluginModule', 'PluginStoreRegistry', 
    'ProviderErrorOptions', 'ProviderEvents', 'ProviderListener', 'RequestOptions',
    'RequestSummary', 'RouteRegistry', 'RpcErrorCode', 'RpcErrorEntry', 'RpcErrorInfo',
    'RpcErrorName', 'SocialProvider', 'Storage', 'StorageBackend', 'StorageKey', 'StorageSlot',
    'StorageValue', 'Teardown', 
    'TimedCache', 'TokenBalance', 'TransactionEntry', 'TransactionOutcome', 'TransferRequest',
    'ViewId', 'ViewOutputRegistry', 'Wallet', 'WalletIdentity', 'WalletLinkChoice', 'WalletLinks', 'WalletListOptions',
    'WalletPage', 'WalletPageRequest', 'WalletRegistry', 'WalletSearchRequest', 'cacheLifetimes',
    'carryPlugin', 'currentAppKit', 'decode', 'defaultAccountType', 'defineChain', 'defineStorageSlot', 'errorText', 'formatBalance', 'formatFiat', 'fromBaseUnits',
    'isAddressValid', 'isDevelopment', 'isEip155Address', 'isNetworkUnreachable', 'isSafeImageUrl', 'isSafeWalletLink', 'isSignedMessage', 'isSolanaAddress', 'isTransactionHash',
    'isUserRejection', 'loadActiveBalances', 'matchNodeError', 'nodeErrorMessages',
    'optionalOperations', 'parseCaipAddress', 'parseCaipNetworkId', 'placeholderNetwork',
    'reportedAccountType', 'rpcErrorByCode', 'rpcErrorCodes', 'safeImageUrl', 'signMessageProviderMissing', 
    'toBaseUnits', 'toProviderError', 'toServiceError', 'userErrorText', 'walletLink',
  ],
  // Not a public API: what the UI package (@portico/ui) takes from the core, and nothing else
  // imports (layers.test.ts). Its list follows the UI's needs, but changes here too, as a decision.
  './internal': [
    'AccountType', 'ActionConfig', 'AnalyticsEvent', 'AppKit', 'AppKitAccount',
    'AppKitOptionsInput', 'AppKitState', 'BaseError', 'ChainExtensionRegistry', 'ChainNamespace',
    'ConnectionStatus', 'ConnectionsStore', 'FetchWalletsOptions',
    'HostOptions', 'LazyComponent', 'Logger', 'ModalUi', 'MountedModal', 'Network', 'NetworkInput',
    'NetworkState', 'OpenOptions', 'RECOMMENDED_WALLETS', 'RegistryStore', 'RequestSummary',
    'RootStore', 'ThemeMode', 'ThemeVariables', 'Translate', 'ViewId', 'ViewRegistration', 'Wallet',
    'WalletConnection', 'WalletEntry', 'WalletInfo', 'WalletItem', 'WalletListState',
    'WalletProviderState', 'accountStateOf', 'activeInstance', 'approvalsOf', 'balancesOf',
    'cachedNativeBalance', 'completeOrder', 'connect', 'connectMethodOrder', 'connectionListOf', 'connectorImageUrl',
    'disconnectedAccount', 'englishMessages', 'errorMessages', 'errorText', 'fetchWallets',
    'formatBalance', 'formatFiat', 'formatPlurals', 'imageUrlOf', 'installedRdns',
    'isConnectorOffered', 'isDevelopment', 'isMobileDevice', 'isSafeImageUrl', 'isUserRejection',
    'isWalletInstalled', 'loadActiveBalances', 'loadConnectionActions', 'modalStateOf',
    'networkStateOf', 'pluralForms', 'registryWalletById', 'resetConnectingWallet',
    'resetWalletConnectUri', 'rootBalancesSource', 'serverModalStateOf', 'serverNetwork',
    'startWalletList',
    'userErrorText', 'waitAtMost', 'walletConnectionsOf', 'walletEntries',
    'walletFeaturesOrder', 'walletInfoOf', 'walletLink', 'walletListStateOf', 'walletProviderOf',
    'whenIdle',
  ],
  './networks': [
    'AppKitNetwork', 'CaipNetwork', 'CaipNetworkId', 'ChainNamespace', 'arbitrum',
    'arbitrumSepolia', 'avalanche', 'base', 'baseSepolia', 'bitcoin', 'bitcoinTestnet', 'blast',
    'bsc', 'celo', 'defineChain', 'gnosis', 'linea', 'mainnet', 'mantle', 'optimism',
    'optimismSepolia', 'polygon', 'polygonAmoy', 'scroll', 'sepolia', 'solana', 'solanaDevnet',
    'solanaTestnet', 'zksync', 'zora',
  ],
}
// AppKit's core entries (`@reown/appkit/core`, `/react-core`) export what its root and React entries
// do, with a createAppKit over the host's universal provider: the same names; the core entry adds
// the universal adapter's errors, which only its createAppKit raises.
expected['./react'] = [...(expected['.'] ?? []), ...(expected['./react'] ?? [])].sort()
expected['./core'] = [...(expected['.'] ?? []), 'SessionWithoutNamespaceError', 'UniversalProviderMissingError'].sort()
expected['./react-core'] = expected['./react'] ?? []

// Each entry's file, as the package's exports map names it: the React entries are files as
// published (entries/*.d.ts), re-exporting the UI package's React API.
const entryFiles: Record<string, string> = {
  '.': './index.ts',
  './react': '../entries/react.d.ts',
  './extend': './extend/index.ts',
  './internal': './internal/index.ts',
  './networks': '../entries/networks.d.ts',
  './core': '../entries/core.d.ts',
  './react-core': '../entries/react-core.d.ts',
}

describe('@portico/kernel entries', () => {
  const actual = entryExports(import.meta.url, entryFiles)

  it.each(Object.keys(expected))('%s exports exactly its locked list', (entry) => {
    expect(actual[entry]).toEqual(expected[entry])
  })

  it('exports none of the kernel\'s internal classes from any entry but internal/ (the UI package\'s)', () => {
    const internals = ['RootStore', 'Stores', 'PluginStores', 'AdapterRegistry', 'AdapterDiscoveries', 'ApprovalStore', 'PluginLoader', 'ProjectWalletRegistry', 'ConnectionListStore', 'Telemetry']
    const exposed = Object.entries(actual).filter(([entry]) => entry !== './internal').flatMap(([entry, names]) => names.filter((name) => internals.includes(name)).map((name) => `${entry} ${name}`))
    expect(exposed).toEqual([])
  })

  it('the host entry exports no React API: it imports safely in a server component', () => {
    const reactOnly = ['AppKitProvider', 'ConnectButton', 'useAppKit', 'useAppKitAccount']
    expect(actual['.']?.filter((name) => reactOnly.includes(name))).toEqual([])
    expect(actual['./react']).toEqual(expect.arrayContaining([...reactOnly, ...(actual['.'] ?? [])]))
  })
})
