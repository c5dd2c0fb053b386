import { decode } from '@portico/kernel/extend'
import type { AdapterContext, ConnectResult } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { bitcoinAddressNetwork } from './bitcoinAddressNetwork.ts'
import type { BitcoinChainAdapter } from './BitcoinChainAdapter.ts'
import { BitcoinConnectOutput } from './BitcoinConnectOutput.ts'
import { BitcoinOptions } from './BitcoinOptions.ts'
import { BitcoinSession } from './BitcoinSession.ts'
import { BitcoinWalletProvider } from './BitcoinWalletProvider.ts'
import { WalletStandardDirectory } from '@portico/wallet-standard'
import { discoverBitcoinWallets } from './discoverBitcoinWallets.ts'
import { bitcoinMainnet } from './networks/bitcoinMainnet.ts'
import { BitcoinOptionsError, ConnectorNotFoundError, NotConnectedError, RpcInternalError, UnauthorizedError, UnsupportedChainError, UnsupportedMethodError } from './errors.ts'
import { signWithWallet } from './signWithWallet.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { toBitcoinAccounts } from './toBitcoinAccounts.ts'
import { walletFeature } from './walletFeature.ts'

const capabilities = ['bip122:switchChain', 'bip122:signMessage'] as const

function checkedOutput(output: unknown): BitcoinConnectOutput {
  const decoded = decode(BitcoinConnectOutput, output)
  if (!decoded.ok) throw new RpcInternalError(`The wallet's connect answer is not { accounts }: ${decoded.error}`)
  return decoded.value
}

// The wallet's accounts as it gave them: signing hands the wallet its own account objects back.
function rawAccounts(output: unknown): readonly WalletAccount[] {
  return (output as { accounts: readonly WalletAccount[] }).accounts
}

/** Builds the Bitcoin adapter: Wallet Standard wallets, the connection, payment accounts and message signing. */
export function createBitcoinAdapter(context: AdapterContext, input: unknown): BitcoinChainAdapter {
  const decoded = decode(BitcoinOptions, input)
  if (!decoded.ok) throw new BitcoinOptionsError(decoded.error)
  const options = decoded.value
  // The directory the definition's discovery started (the wallets listed so far stay as they are), else a new one.
  const directory = context.discovery instanceof WalletStandardDirectory ? context.discovery : discoverBitcoinWallets(options, () => context.onConnectorsChanged())
  const configured = context.networks.filter((network) => network.chainNamespace === 'bip122')
  let chosen: Network | undefined
  let session: BitcoinSession | undefined

  const end = (ended: BitcoinSession) => {
    ended.close()
    if (session === ended) session = undefined
  }
  const current = (): BitcoinSession => {
    if (!session) throw new NotConnectedError()
    return session
  }
  // The asked network when the payment address is of its kind (mainnet or testnet), else a configured one of that kind.
  const networkFor = (asked: Network | undefined, address: string): Network => {
    const testnet = bitcoinAddressNetwork(address) === 'testnet'
    const known = asked && configured.find(({ caipNetworkId }) => caipNetworkId === asked.caipNetworkId)
    const preferred = known ?? chosen ?? configured[0] ?? bitcoinMainnet
    if (Boolean(preferred.testnet) === testnet) return preferred
    return configured.find((network) => Boolean(network.testnet) === testnet) ?? preferred
  }
  const ask = async (wallet: Wallet, silent: boolean): Promise<unknown> => {
    if (silent) {
      const silentConnect = walletFeature(wallet, 'standard:connect')?.connect
      if (typeof silentConnect === 'function') return throughProviderErrors(() => silentConnect({ silent: true }))
      return { accounts: wallet.accounts }
    }
    const feature = walletFeature(wallet, 'bitcoin:connect')
    if (typeof feature?.connect !== 'function') throw new UnsupportedMethodError('bitcoin:connect')
    const connect = feature.connect
    return throughProviderErrors(() => connect({ purposes: ['payment', 'ordinals'] }))
  }
  const open = async (connectorId: string, silent: boolean, network?: Network): Promise<ConnectResult | undefined> => {
    const wallet = directory.wallet(connectorId)
    if (!wallet) {
      if (silent) return undefined
      throw new ConnectorNotFoundError(connectorId)
    }
    const output = await ask(wallet, silent)
    const accounts = toBitcoinAccounts(checkedOutput(output).accounts)
    const [first] = accounts
    if (!first) {
      if (silent) return undefined
      throw new UnauthorizedError()
    }
    const granted = rawAccounts(output).filter((account) => accounts.some(({ address }) => address === account.address))
    const next = new BitcoinSession(connectorId, wallet, granted, networkFor(network, first.address))
    if (session && session !== next) end(session)
    session = next
    next.listen(context, () => end(next))
    return { accounts, caipNetworkId: next.network.caipNetworkId }
  }

  const walletProvider = new BitcoinWalletProvider({
    session: () => session,
    connector: (connectorId) => directory.connectors().find(({ id }) => id === connectorId),
    networks: configured,
    projectServiceUrl: context.projectServiceUrl,
  })

  return {
    namespace: 'bip122',
    capabilities,
    getConnectors: () => directory.connectors(),

    async connect(connectorId: string, network?: Network): Promise<ConnectResult> {
      return (await open(connectorId, false, network)) as ConnectResult
    },

    reconnect: (connectorId: string) => open(connectorId, true),

    async disconnect(): Promise<void> {
      const ended = session
      if (!ended) return
      end(ended)
      // The connection ends here even when the wallet cannot forget the app.
      const feature = walletFeature(ended.wallet, 'standard:disconnect')
      if (typeof feature?.disconnect === 'function') await feature.disconnect().catch(() => undefined)
    },

    async switchNetwork(network: Network): Promise<void> {
      const target = configured.find(({ caipNetworkId }) => caipNetworkId === network.caipNetworkId)
      if (!target) throw new UnsupportedChainError(network.caipNetworkId)
      chosen = target
      if (!session || session.network.caipNetworkId === target.caipNetworkId) return
      session.network = target
      context.onNetworkChanged('bip122', target.caipNetworkId)
    },

    async signMessage(message: string, address: string): Promise<string> {
      const connection = current()
      const account = connection.account(address)
      if (!account) throw new UnauthorizedError(`Not an account of this connection: ${address}`)
      return signWithWallet(connection.wallet, account, new TextEncoder().encode(message))
    },

    walletProvider: () => (session ? walletProvider : undefined),

    destroy(): void {
      directory.stop()
      if (session) end(session)
    },
  }
}
