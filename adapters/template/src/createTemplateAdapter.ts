import type { Network } from '@portico/kernel'
import { decode, safeImageUrl } from '@portico/kernel/extend'
import type { AdapterContext, ConnectResult, Connector } from '@portico/kernel/extend'
// The chain's SDK is imported here and nowhere else: this module is what `load()` imports, so
// the SDK lands in the adapter's own chunk and never in what a host loads before the first open.
import { hex } from '@scure/base'
import { askWallet } from './askWallet.ts'
import { ConnectorNotFoundError, NotConnectedError, PolkadotNetworkMissingError, TemplateOptionsError, UnauthorizedError, WalletAnswerError } from './errors.ts'
import type { TemplateAdapter } from './TemplateAdapter.ts'
import { TemplateOptions } from './TemplateOptions.ts'
import { TemplateSignature } from './TemplateSignature.ts'
import { TemplateWalletAccounts } from './TemplateWalletAccounts.ts'
import { toTemplateAccounts } from './toTemplateAccounts.ts'

const capabilities = ['polkadot:signMessage'] as const

/** One connection: the addresses the wallet granted and how to stop following its changes. */
interface Session {
  addresses: readonly string[]
  stopListening: () => void
}

/** Builds the template adapter (what `template().load` resolves): one host wallet, connect, disconnect, its account changes, message signing. */
export function createTemplateAdapter(context: AdapterContext, input: unknown): TemplateAdapter {
  const decoded = decode(TemplateOptions, input)
  if (!decoded.ok) throw new TemplateOptionsError(decoded.error)
  const { connector } = decoded.value
  const { wallet } = connector
  const imageUrl = safeImageUrl(connector.icon)
  const offered: Connector = { id: connector.id, type: 'EXTERNAL', name: connector.name, namespaces: ['polkadot'], ...(imageUrl ? { imageUrl } : {}) }
  let session: Session | undefined

  const end = (ended: Session) => {
    ended.stopListening()
    if (session === ended) session = undefined
  }
  // Polkadot extensions have no "current chain": the app's choice is the asked network when configured, else the first.
  const networkFor = (asked: Network | undefined): string => {
    const configured = context.networks.filter((network) => network.chainNamespace === 'polkadot')
    const chosen = configured.find((network) => network.caipNetworkId === asked?.caipNetworkId) ?? configured[0]
    if (!chosen) throw new PolkadotNetworkMissingError()
    return chosen.caipNetworkId
  }
  // The wallet's changes reach the kernel; a change of the wrong shape is ignored, none left ends the connection.
  const follow = (next: Session): (() => void) =>
    wallet.subscribe?.((changed) => {
      const decodedAccounts = decode(TemplateWalletAccounts, changed)
      const accounts = decodedAccounts.ok ? toTemplateAccounts(decodedAccounts.value) : undefined
      if (!accounts || session !== next) return
      next.addresses = accounts.map(({ address }) => address)
      context.onAccountsChanged('polkadot', accounts)
      if (accounts.length > 0) return
      end(next)
      context.onDisconnect('polkadot')
    }) ?? (() => undefined)

  return {
    namespace: 'polkadot',
    capabilities,
    getConnectors: () => [{ ...offered }],

    async connect(connectorId: string, network?: Network): Promise<ConnectResult> {
      if (connectorId !== connector.id) throw new ConnectorNotFoundError(connectorId)
      const caipNetworkId = networkFor(network)
      const granted = await askWallet(TemplateWalletAccounts, () => wallet.enable())
      const accounts = toTemplateAccounts(granted)
      if (!accounts) throw new WalletAnswerError('The wallet gave an account without a valid address')
      if (accounts.length === 0) throw new UnauthorizedError('The wallet granted no account')
      if (session) end(session)
      const next: Session = { addresses: accounts.map(({ address }) => address), stopListening: () => undefined }
      session = next
      next.stopListening = follow(next)
      return { accounts, caipNetworkId }
    },

    async disconnect(): Promise<void> {
      const ended = session
      if (!ended) return
      end(ended)
      // The connection ends here even when the wallet cannot forget the app.
      await wallet.disconnect?.().catch(() => undefined)
    },

    async signMessage(message: string, address: string): Promise<string> {
      if (!session) throw new NotConnectedError()
      if (!session.addresses.includes(address)) throw new UnauthorizedError(`Not an account of this connection: ${address}`)
      const data = `0x${hex.encode(new TextEncoder().encode(message))}`
      const { signature } = await askWallet(TemplateSignature, () => wallet.signRaw({ address, data }))
      return signature
    },

    destroy(): void {
      if (session) end(session)
    },
  }
}
