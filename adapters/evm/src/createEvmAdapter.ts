import { ProviderEvents, decode, signMessageProviderMissing } from '@portico/kernel/extend'
import type { AdapterContext, AddressProfile, ConnectResult, TransferRequest } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import { createClient, erc20Abi, getAddress, isHex } from 'viem'
import type { Client } from 'viem'
import { estimateContractGas, estimateGas, getGasPrice, sendTransaction, signMessage, signTypedData, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { Eip1193Provider } from './Eip1193Provider.ts'
import { ConnectorNotFoundError, EvmOptionsError, InvalidParamsError, NotConnectedError, UnauthorizedError, WalletAnswerError } from './errors.ts'
import type { EvmAdapter } from './EvmAdapter.ts'
import { EvmOptions } from './EvmOptions.ts'
import { ensResolverOf } from './ensResolverOf.ts'
import type { EvmTypedData } from './EvmTypedData.ts'
import { EvmWalletProvider } from './EvmWalletProvider.ts'
import { EvmWalletProviderEvents } from './EvmWalletProviderEvents.ts'
import { WalletDirectory } from './WalletDirectory.ts'
import { createEvmCalls } from './createEvmCalls.ts'
import { discoverEvmWallets } from './discoverEvmWallets.ts'
import { WalletSession } from './WalletSession.ts'
import { readBalances } from './readBalances.ts'
import { readChainId } from './readChainId.ts'
import { rpcTransport } from './rpcTransport.ts'
import { rpcUrlsFor } from './rpcUrlsFor.ts'
import { switchWalletNetwork } from './switchWalletNetwork.ts'
import { checkedWalletAnswer } from './checkedWalletAnswer.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { toEvmAccounts } from './toEvmAccounts.ts'
import { toViemChain } from './toViemChain.ts'
import { summarizeEvmRequest } from './summarizeEvmRequest.ts'

type TypedDataParameters = Parameters<typeof signTypedData>[1]

const capabilities = ['eip155:switchChain', 'eip155:signMessage', 'eip155:signTypedData', 'eip155:balances', 'eip155:transfer', 'eip155:names', 'eip155:calls'] as const

/** Reads what a wallet session is on: its accounts (asking for them when `prompt`) and its chain. */
async function readSession(session: WalletSession, prompt: boolean): Promise<{ accounts: ConnectResult['accounts']; chainId: number }> {
  const addresses = await throughProviderErrors(() => session.client.request({ method: prompt ? 'eth_requestAccounts' : 'eth_accounts' }))
  const accounts = toEvmAccounts(addresses) ?? []
  if (accounts.length === 0) return { accounts, chainId: 0 }
  const chainId = readChainId(await throughProviderErrors(() => session.client.request({ method: 'eth_chainId' })))
  if (chainId === undefined) throw new WalletAnswerError('The wallet gave no valid chain id')
  session.accounts = accounts
  return { accounts, chainId }
}

/** Builds the EVM adapter once viem is loaded: wallets, the connection, signing, sending and balances. */
export function createEvmAdapter(context: AdapterContext, input: unknown): EvmAdapter {
  const decoded = decode(EvmOptions, input)
  if (!decoded.ok) throw new EvmOptionsError(decoded.error)
  const options = decoded.value
  // The directory the definition's discovery started (the wallets listed so far stay as they are), else a new one.
  const directory = context.discovery instanceof WalletDirectory ? context.discovery : discoverEvmWallets(options, () => context.onConnectorsChanged())
  const publicClients = new Map<string, Client>()
  let session: WalletSession | undefined
  const hostListeners = new ProviderEvents('wallet provider (eip155)', context.logger)
  const hostEvents = new EvmWalletProviderEvents(hostListeners)
  const walletProvider = new EvmWalletProvider(() => session?.provider, hostListeners)

  const end = (ended: WalletSession) => {
    ended.close()
    if (session === ended) session = undefined
  }
  const start = (next: WalletSession, chainId: number) => {
    if (session && session !== next) session.close()
    session = next
    next.listen(context, hostEvents, () => end(next))
    hostEvents.connect(next.accounts.map((account) => account.address), chainId)
  }
  const current = (): WalletSession => {
    if (!session) throw new NotConnectedError()
    return session
  }
  // Its own wallets first, then the EIP-1193 provider a connector adapter (WalletConnect) holds for the connector.
  const providerOf = (connectorId: string): Eip1193Provider | undefined => {
    const own = directory.provider(connectorId)
    if (own) return own
    const provided = decode(Eip1193Provider, context.getProvider(connectorId, 'eip155'))
    return provided.ok ? provided.value : undefined
  }
  // The host's RPC urls, else the project service's RPC proxy (SPEC §7).
  const chainOf = (network: Network) => toViemChain(network, rpcUrlsFor(network, options.rpcUrls, context))
  const publicClient = (network: Network): Client => {
    const urls = rpcUrlsFor(network, options.rpcUrls, context)
    const key = `${network.caipNetworkId} ${urls.join(' ')}`
    const existing = publicClients.get(key)
    if (existing) return existing
    const created = createClient({ chain: toViemChain(network, urls), transport: rpcTransport(urls) })
    publicClients.set(key, created)
    return created
  }
  const sender = (request: TransferRequest): `0x${string}` => {
    const from = request.from ?? current().accounts[0]?.address
    if (!from) throw new NotConnectedError()
    return getAddress(from)
  }

  return {
    namespace: 'eip155',
    summarizeRequest: summarizeEvmRequest,
    capabilities,
    getConnectors: () => directory.connectors(),

    async connect(connectorId: string, network?: Network): Promise<ConnectResult> {
      const provider = providerOf(connectorId)
      if (!provider) throw new ConnectorNotFoundError(connectorId)
      const next = new WalletSession(connectorId, provider)
      const read = await readSession(next, true)
      if (read.accounts.length === 0) throw new UnauthorizedError()
      let { chainId } = read
      if (network && Number(network.id) !== chainId) {
        // As wallets do for a dapp's chosen network; if the wallet refuses, it stays where it is.
        chainId = await switchWalletNetwork(next.client, chainOf(network)).then(
          () => Number(network.id),
          () => chainId,
        )
      }
      start(next, chainId)
      return { accounts: read.accounts, caipNetworkId: `eip155:${chainId}` }
    },

    async reconnect(connectorId: string): Promise<ConnectResult | undefined> {
      const provider = providerOf(connectorId)
      if (!provider) return undefined
      const next = new WalletSession(connectorId, provider)
      const { accounts, chainId } = await readSession(next, false)
      if (accounts.length === 0) return undefined
      start(next, chainId)
      return { accounts, caipNetworkId: `eip155:${chainId}` }
    },

    async disconnect(): Promise<void> {
      const ended = session
      if (!ended) return
      end(ended)
      hostEvents.disconnect()
      // Not every wallet can revoke (EIP-2255): the connection ends here either way.
      await ended.client.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
    },

    async switchNetwork(network: Network): Promise<void> {
      const switched = current()
      await switchWalletNetwork(switched.client, chainOf(network))
      if (session === switched) hostEvents.chainChanged(Number(network.id))
    },

    async signMessage(message: string, address: string): Promise<string> {
      if (!session) throw signMessageProviderMissing()
      const { client } = session
      return checkedWalletAnswer('signature', await throughProviderErrors(() => signMessage(client, { account: getAddress(address), message })))
    },

    async signTypedData(typedData: EvmTypedData, address: string): Promise<string> {
      const { client } = current()
      return checkedWalletAnswer('signature', await throughProviderErrors(() => signTypedData(client, { ...typedData, account: getAddress(address) } as TypedDataParameters)))
    },

    extensions: {
      'eip155:transfer': {
        async sendTransaction(request: TransferRequest): Promise<string> {
          const { client } = current()
          const hash = await throughProviderErrors(async () => {
            const account = sender(request)
            const to = getAddress(request.to)
            if (request.token === undefined) return sendTransaction(client, { account, to, value: request.value, data: '0x', chain: null })
            const args = [to, request.value] as const
            return writeContract(client, { account, address: getAddress(request.token), abi: erc20Abi, functionName: 'transfer', args, chain: null })
          })
          return checkedWalletAnswer('transactionHash', hash)
        },

        async waitForTransaction(hash: string, network: Network): Promise<void> {
          if (!isHex(hash)) throw new InvalidParamsError(`Not a transaction hash: ${hash}`)
          const client = publicClient(network)
          await throughProviderErrors(() => waitForTransactionReceipt(client, { hash, pollingInterval: 1_000, timeout: 60_000 }))
        },

        async estimateFee(request: TransferRequest, network: Network): Promise<bigint> {
          const client = publicClient(network)
          return throughProviderErrors(async () => {
            const account = sender(request)
            const to = getAddress(request.to)
            const [gas, gasPrice] = await Promise.all([
              request.token === undefined
                ? estimateGas(client, { account, to, value: request.value, data: '0x' })
                : estimateContractGas(client, { account, address: getAddress(request.token), abi: erc20Abi, functionName: 'transfer', args: [to, request.value] }),
              getGasPrice(client),
            ])
            return gas * gasPrice
          })
        },
      },
      'eip155:names': {
        async resolveName(name: string, network: Network): Promise<string | undefined> {
          const universalResolverAddress = ensResolverOf(network, options.ensResolvers)
          // A bare label (`ada-42`) is a name under the network's parent, when the host gave one.
          const parent = options.nameParents?.[network.caipNetworkId]
          const fullName = name.includes('.') ? name : parent === undefined ? undefined : `${name}.${parent}`
          if (!universalResolverAddress || fullName === undefined) return undefined
          const { resolveEnsName } = await import('./resolveEnsName.ts')
          const address = await throughProviderErrors(() => resolveEnsName(publicClient(network), fullName, universalResolverAddress))
          return address ?? undefined
        },

        async getProfile(address: string, network: Network): Promise<AddressProfile> {
          const universalResolverAddress = ensResolverOf(network, options.ensResolvers)
          if (!universalResolverAddress) return {}
          const { lookUpEnsProfile } = await import('./lookUpEnsProfile.ts')
          return throughProviderErrors(() => lookUpEnsProfile(publicClient(network), getAddress(address), universalResolverAddress))
        },
      },
      'eip155:calls': createEvmCalls({ session: () => session, publicClient, chainOf }),
    },

    async getBalances(address: string, network: Network) {
      const client = publicClient(network)
      return throughProviderErrors(() => readBalances(client, address, network, options.tokens?.[network.caipNetworkId] ?? []))
    },

    async getWalletAssets(address: string, network: Network) {
      // Browser and host wallets only: a WalletConnect session refuses (and its SDK logs) methods the
      // wallet did not approve, such as wallet_getCapabilities; its balances come from the service or the node.
      const provider = session && directory.provider(session.connectorId) ? session.provider : undefined
      if (!provider) return undefined
      const { readWalletAssets } = await import('./readWalletAssets.ts')
      return readWalletAssets(provider, address, network)
    },

    walletProvider: () => (session ? walletProvider : undefined),
    provider: walletProvider,

    destroy(): void {
      directory.stop()
      if (session) end(session)
      hostListeners.clear()
    },
  }
}
