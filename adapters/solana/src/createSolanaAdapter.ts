import { ProviderEvents, decode, isSolanaAddress, signMessageProviderMissing } from '@portico/kernel/extend'
import { buildTransfer } from './buildTransfer.ts'
import type { AdapterContext, ConnectResult, TransferRequest } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import { Connection } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { solanaMainnet } from './networks/solanaMainnet.ts'
import { providedWallet } from './providedWallet.ts'
import { ConnectorNotFoundError, InvalidParamsError, NotConnectedError, ResourceUnavailableError, RpcInternalError, SolanaOptionsError, SolanaRpcUrlMissingError } from './errors.ts'
import { TransactionRejectedError, UnauthorizedError, UnsupportedChainError, UnsupportedMethodError } from './errors.ts'
import { readSolBalance } from './readSolBalance.ts'
import { restoreTransaction } from './restoreTransaction.ts'
import { fallbackFetch } from './fallbackFetch.ts'
import { rpcUrlsOf } from './rpcUrlsOf.ts'
import type { SolanaChainAdapter } from './SolanaChainAdapter.ts'
import type { SolanaTransaction } from './SolanaTransaction.ts'
import { SolanaOptions } from './SolanaOptions.ts'
import type { SolanaSendOptions } from './SolanaSendOptions.ts'
import { SolanaSession } from './SolanaSession.ts'
import { SolanaSigner } from './SolanaSigner.ts'
import { SolanaWalletProvider } from './SolanaWalletProvider.ts'
import { SolanaWalletProviderEvents } from './SolanaWalletProviderEvents.ts'
import { WalletStandardDirectory } from '@portico/wallet-standard'
import { discoverSolanaWallets } from './discoverSolanaWallets.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { toBase58 } from './toBase58.ts'
import { toSolanaAccounts } from './toSolanaAccounts.ts'
import { transactionBytes } from './transactionBytes.ts'
import { walletFeature } from './walletFeature.ts'
import { summarizeSolanaRequest } from './summarizeSolanaRequest.ts'

const capabilities = [
  'solana:switchChain',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAllTransactions',
  'solana:signAndSendTransaction',
  'solana:balances',
  'solana:transfer',
  'solana:connection',
] as const

/** Builds the Solana adapter once web3.js is loaded: wallets, the connection, signing, sending and balances. */
export function createSolanaAdapter(context: AdapterContext, input: unknown): SolanaChainAdapter {
  const decoded = decode(SolanaOptions, input)
  if (!decoded.ok) throw new SolanaOptionsError(decoded.error)
  const options = decoded.value
  // The directory the definition's discovery started (the wallets listed so far stay as they are), else a new one.
  const directory = context.discovery instanceof WalletStandardDirectory ? context.discovery : discoverSolanaWallets(options, () => context.onConnectorsChanged())
  const configured = context.networks.filter((network) => network.chainNamespace === 'solana')
  const connections = new Map<string, Connection>()
  let chosen: Network | undefined
  // The network a connect is for, while it runs: a provider's requests are asked on it.
  let connecting: Network | undefined
  let session: SolanaSession | undefined
  const hostListeners = new ProviderEvents('wallet provider (solana)', context.logger)
  const hostEvents = new SolanaWalletProviderEvents(hostListeners)

  const end = (ended: SolanaSession) => {
    ended.close()
    if (session === ended) session = undefined
  }
  const current = (): SolanaSession => {
    if (!session) throw new NotConnectedError()
    return session
  }
  const networkFor = (network?: Network): Network => {
    const asked = network && configured.find(({ caipNetworkId }) => caipNetworkId === network.caipNetworkId)
    return asked ?? session?.network ?? chosen ?? configured[0] ?? solanaMainnet
  }
  const connectionOf = (network: Network): Connection => {
    const urls = rpcUrlsOf(network, options.rpcUrls)
    const [first] = urls
    if (!first) throw new SolanaRpcUrlMissingError(network.caipNetworkId)
    const key = urls.join(' ')
    const existing = connections.get(key)
    if (existing) return existing
    // Every url, in turn, with SPEC §9's retries (web3.js's own retry on 429 gives way to them).
    const created = new Connection(first, { commitment: 'confirmed', fetch: fallbackFetch(urls), disableRetryOnRateLimit: true })
    connections.set(key, created)
    return created
  }
  // A provider from a connector adapter is wrapped once, so its session keeps one face.
  const provided = new WeakMap<object, Wallet | undefined>()
  const walletOf = (connectorId: string): Wallet | undefined => {
    const hosted = directory.wallet(connectorId)
    if (hosted) return hosted
    const provider = context.getProvider(connectorId, 'solana')
    if (typeof provider !== 'object' || provider === null) return undefined
    if (!provided.has(provider)) provided.set(provider, providedWallet(provider, () => (connecting ?? networkFor()).caipNetworkId))
    return provided.get(provider)
  }
  const open = async (connectorId: string, silent: boolean, network?: Network): Promise<ConnectResult | undefined> => {
    const wallet = walletOf(connectorId)
    if (!wallet) {
      if (silent) return undefined
      throw new ConnectorNotFoundError(connectorId)
    }
    const feature = walletFeature(wallet, 'standard:connect')
    if (typeof feature?.connect !== 'function') throw new UnsupportedMethodError('standard:connect')
    const target = networkFor(network)
    connecting = target
    const output = await throughProviderErrors(() => feature.connect(silent ? { silent: true } : undefined)).finally(() => {
      connecting = undefined
    })
    const accounts = toSolanaAccounts(output.accounts)
    const [first] = accounts
    if (!first) {
      if (silent) return undefined
      throw new UnauthorizedError()
    }
    const granted = output.accounts.filter((account) => accounts.some(({ address }) => address === account.address))
    const next = new SolanaSession(connectorId, wallet, granted, target)
    if (session && session !== next) end(session)
    session = next
    next.listen(context, hostEvents, () => end(next))
    hostEvents.connect(first.address)
    return { accounts, caipNetworkId: next.network.caipNetworkId }
  }
  const signer = () => new SolanaSigner(current())
  const sender = (request: TransferRequest): string => {
    const from = request.from ?? current().accounts[0]?.address
    if (!from) throw new UnauthorizedError()
    return from
  }
  const signAndSend = async (transaction: SolanaTransaction, sendOptions: SolanaSendOptions = {}, address?: string) => {
    const { network } = current()
    return signer().signAndSend(transactionBytes(transaction), sendOptions, connectionOf(network), address)
  }

  const signTransaction = async <T extends SolanaTransaction>(transaction: T, address?: string): Promise<T> => {
    const [signed] = await signer().signTransactions([transactionBytes(transaction)], address)
    if (!signed) throw new RpcInternalError('The wallet returned no transaction')
    return restoreTransaction(signed, transaction)
  }
  const signAllTransactions = async <T extends SolanaTransaction>(transactions: T[], address?: string): Promise<T[]> => {
    if (transactions.length === 0) return []
    const signed = await signer().signTransactions(transactions.map(transactionBytes), address)
    return signed.map((bytes, index) => restoreTransaction(bytes, transactions[index] as T))
  }
  const disconnect = async (): Promise<void> => {
    const ended = session
    if (!ended) return
    end(ended)
    hostEvents.disconnect()
    // The connection ends here even when the wallet cannot forget the app.
    await walletFeature(ended.wallet, 'standard:disconnect')
      ?.disconnect()
      .catch(() => undefined)
  }
  const walletProvider = new SolanaWalletProvider({
    connection: () => session && { connectorId: session.connectorId, addresses: session.accounts.map(({ address }) => address) },
    connector: (connectorId) => directory.connectors().find(({ id }) => id === connectorId),
    networks: configured,
    signMessage: (message) => signer().signMessage(message),
    signTransaction: (transaction) => signTransaction(transaction),
    signAllTransactions: (transactions) => signAllTransactions(transactions),
    signAndSendTransaction: (transaction, sendOptions) => signAndSend(transaction, sendOptions),
    async disconnect() {
      // The host ended it: the kernel learns it as from the wallet.
      if (!session) return
      await disconnect()
      context.onDisconnect('solana')
    },
    events: hostListeners,
  })

  return {
    namespace: 'solana',
    summarizeRequest: summarizeSolanaRequest,
    capabilities,
    getConnectors: () => directory.connectors(),

    async connect(connectorId: string, network?: Network): Promise<ConnectResult> {
      return (await open(connectorId, false, network)) as ConnectResult
    },

    reconnect: (connectorId: string) => open(connectorId, true),

    disconnect,

    async switchNetwork(network: Network): Promise<void> {
      const target = configured.find(({ caipNetworkId }) => caipNetworkId === network.caipNetworkId)
      if (!target) throw new UnsupportedChainError(network.caipNetworkId)
      chosen = target
      if (!session || session.network.caipNetworkId === target.caipNetworkId) return
      session.network = target
      context.onNetworkChanged('solana', target.caipNetworkId)
    },

    async signMessage(message: string, address: string): Promise<string> {
      if (!session) throw signMessageProviderMissing()
      return toBase58(await signer().signMessage(new TextEncoder().encode(message), address))
    },

    signTransaction,
    signAllTransactions,

    signAndSendTransaction: signAndSend,

    extensions: {
      'solana:transfer': {
        async sendTransaction(request: TransferRequest): Promise<string> {
          const { network } = current()
          const from = sender(request)
          const connection = connectionOf(network)
          const latest = await throughProviderErrors(() => connection.getLatestBlockhash('confirmed'))
          const transaction = buildTransfer(request, from, latest)
          const signature = await signAndSend(transaction, { preflightCommitment: 'confirmed' }, from)
          const confirmation = await throughProviderErrors(() => connection.confirmTransaction({ signature, ...latest }, 'confirmed'))
          if (confirmation.value.err !== null) throw new TransactionRejectedError(JSON.stringify(confirmation.value.err))
          return signature
        },

        async waitForTransaction(signature: string, network: Network): Promise<void> {
          const connection = connectionOf(network)
          const until = Date.now() + 60_000
          for (;;) {
            const { value } = await throughProviderErrors(() => connection.getSignatureStatus(signature, { searchTransactionHistory: true }))
            if (value?.err) throw new TransactionRejectedError(JSON.stringify(value.err))
            if (value?.confirmationStatus === 'confirmed' || value?.confirmationStatus === 'finalized') return
            if (Date.now() > until) throw new ResourceUnavailableError(`Not confirmed within a minute: ${signature}`)
            await new Promise((resolve) => setTimeout(resolve, 1_000))
          }
        },

        async estimateFee(request: TransferRequest, network: Network): Promise<bigint> {
          const connection = connectionOf(network)
          const latest = await throughProviderErrors(() => connection.getLatestBlockhash('confirmed'))
          const message = buildTransfer(request, sender(request), latest).compileMessage()
          const { value } = await throughProviderErrors(() => connection.getFeeForMessage(message, 'confirmed'))
          if (value === null) throw new ResourceUnavailableError('The network could not price the transfer')
          return BigInt(value)
        },
      },
      'solana:connection': { connection: connectionOf },
    },

    async getBalances(address: string, network: Network) {
      if (!isSolanaAddress(address)) throw new InvalidParamsError(`Not a Solana address: ${address}`)
      const connection = connectionOf(network)
      return [await throughProviderErrors(() => readSolBalance(connection, address, network))]
    },

    walletProvider: () => (session ? walletProvider : undefined),

    destroy(): void {
      directory.stop()
      if (session) end(session)
      connections.clear()
      hostListeners.clear()
    },
  }
}
