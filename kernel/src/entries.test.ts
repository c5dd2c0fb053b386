import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The public surface of @portico/kernel, entry by entry. A name added to or removed from an entry
// fails here first: change the list in the same commit, as a decision about the public API.
const expected: Record<string, string[]> = {
  '.': [
    'Account', 'AccountType', 'AdapterDefinition', 'AnalyticsEvent', 'AppKit', 'AppKitAccount',
    'AppKitNetwork', 'AppKitOptions', 'AppKitOptionsInput', 'AppKitState', 'BaseError',
    'CaipAddress', 'CaipNetwork', 'CaipNetworkId', 'ChainNamespace', 'ConfigError', 'EmbeddedWalletInfo', 'Features', 'FetchWalletsOptions', 'HttpError', 'Metadata',
    'Network', 'NetworkInput', 'NetworkState', 'OpenOptions', 'PluginDefinition', 'PorticoEvents',
    'Provider', 'ProviderError', 'RouteRegistry', 'RpcErrorCode', 'ThemeMode', 'ThemeVariables', 'ViewId',
    'WalletConnectUriState', 'WalletConnection', 'WalletInfo', 'WalletItem', 'WalletItemConnector', 'WalletListState',
    'WalletProviderState', 'connect', 'createAppKit', 'fetchWallets', 'getWalletConnectUri', 'getWalletList',
    'resetConnectingWallet', 'resetWalletConnectUri', 'subscribeWalletConnectUri', 'subscribeWalletList',
  ],
  './react': [
    'Account', 'AccountType', 'AdapterDefinition', 'AnalyticsEvent', 'AppKit', 'AppKitAccount',
    'AppKitNetwork', 'AppKitOptions', 'AppKitOptionsInput', 'AppKitProvider', 'AppKitProviderProps',
    'AppKitState', 'AppKitTheme', 'BalanceResult', 'BaseError', 'CaipAddress', 'CaipNetwork', 'CaipNetworkId',
    'ChainNamespace', 'ConfigError',
    'ConnectButton', 'ConnectButtonProps', 'DisconnectOptions', 'EmbeddedWalletInfo', 'Features', 'FetchWalletsOptions',
    'HttpError', 'Metadata', 'Network', 'NetworkInput', 'NetworkState', 'OpenOptions',
    'PluginDefinition', 'PorticoEvents', 'Provider', 'ProviderError', 'RouteRegistry', 'RpcErrorCode',
    'ThemeMode', 'ThemeVariables', 'UseAppKitAccountOptions', 'UseAppKitConnectionOptions',
    'UseAppKitConnectionReturn', 'UseAppKitNetworkReturn', 'UseAppKitReturn', 'UseAppKitWalletsReturn', 'ViewId',
    'WalletConnectUriState', 'WalletConnection', 'WalletInfo', 'WalletItem', 'WalletItemConnector', 'WalletListState',
    'WalletProviderState', 'WebComponentAttributes', 'connect', 'createAppKit', 'fetchWallets', 'getWalletConnectUri',
    'getWalletList', 'resetConnectingWallet', 'resetWalletConnectUri', 'subscribeWalletConnectUri', 'subscribeWalletList', 'useAppKit',
    'useAppKitAccount', 'useAppKitBalance', 'useAppKitConnection', 'useAppKitConnections',
    'useAppKitEvents', 'useAppKitNetwork', 'useAppKitNetworkCore', 'useAppKitProvider',
    'useAppKitState', 'useAppKitTheme', 'useAppKitWallets', 'useDisconnect', 'useWalletInfo',
  ],
  './extend': [
    'Account', 'AccountType', 'ActiveBalancesSource', 'AdapterContext', 'AdapterDefinition',
    'AdapterFailure', 'AdapterRegistry', 'AdapterRegistryStatus', 'AdapterTheme', 'AddressProfile',
    'Alert', 'AlertVariant', 'Analytics', 'AnalyticsEventName', 'AnalyticsEventRegistry',
    'ApprovalRequest', 'ApprovalStore', 'AuthenticatedMessage', 'AuthenticationRequest', 'BalanceService',
    'BundledAdapter', 'CachePayload', 'CacheStorageKey', 'CaipAddress', 'CaipNetworkId', 'ChainAdapter',
    'ChainAdapterDefinition', 'ChainExtensionRegistry', 'ChainNamespace', 'ConnectOptions',
    'ConnectResult', 'ConnectedInput', 'ConnectionStatus', 'Connector', 'ConnectorAdapter',
    'ConnectorAdapterDefinition', 'ConnectorDiscovery', 'ConnectorExtension', 'ConnectorExtensionRegistry',
    'ConnectorType', 'Decoded', 'FormatBalanceOptions', 'HostOptions', 'HttpClient',
    'HttpClientOptions', 'HttpErrorOptions', 'HttpMethod', 'HttpUrl', 'LazyComponent',
    'LoadActiveBalancesOptions', 'LogLevel', 'LogSink', 'Logger', 'NamespaceConnection', 'Network', 'NetworkFromChain', 'NetworksOptions',
    'NodeErrorEntry', 'NodeErrorMatch', 'NodeErrorName', 'Pairing', 'PairingAuthentication',
    'PairingAuthenticator', 'ParsedCaipAddress', 'ParsedCaipNetworkId', 'PendingApproval',
    'PluginAdapters', 'PluginContext', 'PluginDefinition', 'PluginLoader', 'PluginModal',
    'PluginModule', 'PluginState', 'PluginStoreRegistry', 'PluginStores', 'ProjectWalletRegistry',
    'ProviderErrorOptions', 'ProviderEvents', 'ProviderListener', 'RequestOptions',
    'RequestSummary', 'RootStore', 'RouteRegistry', 'RpcErrorCode', 'RpcErrorEntry', 'RpcErrorInfo',
    'RpcErrorName', 'ServiceErrorBody', 'SocialProvider', 'Storage', 'StorageBackend', 'StorageKey', 'StorageSlot',
    'StorageValue', 'Teardown', 'Telemetry', 'TelemetryErrorEvent', 'TelemetryOptions',
    'TimedCache', 'TokenBalance', 'TransactionEntry', 'TransactionOutcome', 'TransferRequest',
    'ViewId', 'Wallet', 'WalletIdentity', 'WalletLinkChoice', 'WalletLinks', 'WalletListOptions',
    'WalletPage', 'WalletPageRequest', 'WalletRegistry', 'WalletSearchRequest', 'cacheLifetimes',
    'carryPlugin', 'currentAppKit', 'decode', 'defaultAccountType', 'defineStorageSlot', 'errorText', 'formatBalance', 'formatFiat', 'fromBaseUnits',
    'isAddressValid', 'isDevelopment', 'isEip155Address', 'isNetworkUnreachable', 'isSafeImageUrl', 'isSafeWalletLink', 'isSignedMessage', 'isSolanaAddress', 'isTransactionHash',
    'isUserRejection', 'loadActiveBalances', 'matchNodeError', 'nodeErrorMessages',
    'optionalOperations', 'parseCaipAddress', 'parseCaipNetworkId', 'placeholderNetwork',
    'reportedAccountType', 'rpcErrorByCode', 'rpcErrorCodes', 'safeImageUrl', 'signMessageProviderMissing', 'storageSchema',
    'toBaseUnits', 'toProviderError', 'toServiceError', 'userErrorText', 'walletLink',
  ],
  './ui': [
    'Button', 'ButtonProps', 'CopyAddressButton', 'GeneratedMark', 'Icon', 'IconName', 'IconProps', 'InfiniteScrollSentinel', 'ListItem',
    'ListItemProps', 'QrCode', 'QrCodeProps', 'Spinner', 'SpinnerProps', 'TextField',
    'TextFieldProps', 'WaitOrRetry', 'WaitOrRetryProps', 'truncateAddress', 'useActiveBalances', 'useChainExtension', 'usePartStyles', 'useRootStore',
    'useTranslate',
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
// do, with a createAppKit over the host's universal provider: the same names.
expected['./core'] = expected['.'] ?? []
expected['./react-core'] = expected['./react'] ?? []

const entryFiles: Record<string, string> = {
  '.': './index.ts',
  './react': './react/index.ts',
  './extend': './extend/index.ts',
  './ui': './ui/index.ts',
  './networks': './networks/index.ts',
  './core': './core/index.ts',
  './react-core': './reactCore/index.ts',
}

/** The names (values and types) each entry exports, read by the TypeScript compiler. */
function exportedNames(): Record<string, string[]> {
  const files = Object.fromEntries(Object.entries(entryFiles).map(([entry, file]) => [entry, fileURLToPath(new URL(file, import.meta.url))]))
  const program = ts.createProgram(Object.values(files), {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  })
  const checker = program.getTypeChecker()
  return Object.fromEntries(
    Object.entries(files).map(([entry, file]) => {
      const source = program.getSourceFile(file)
      const moduleSymbol = source && checker.getSymbolAtLocation(source)
      if (!moduleSymbol) throw new Error(`No module at ${file}`)
      return [entry, checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name).sort()]
    }),
  )
}

describe('@portico/kernel entries', () => {
  const actual = exportedNames()

  it.each(Object.keys(expected))('%s exports exactly its locked list', (entry) => {
    expect(actual[entry]).toEqual(expected[entry])
  })

  it('the host entry exports no React API: it imports safely in a server component', () => {
    const reactOnly = ['AppKitProvider', 'ConnectButton', 'useAppKit', 'useAppKitAccount']
    expect(actual['.']?.filter((name) => reactOnly.includes(name))).toEqual([])
    expect(actual['./react']).toEqual(expect.arrayContaining([...reactOnly, ...(actual['.'] ?? [])]))
  })
})
