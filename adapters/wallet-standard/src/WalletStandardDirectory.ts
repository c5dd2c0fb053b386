import { decode, safeImageUrl } from '@portico/kernel/extend'
import type { ChainNamespace } from '@portico/kernel'
import type { Connector, ConnectorType } from '@portico/kernel/extend'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { walletConnectorId } from './walletConnectorId.ts'
import { WalletStandardWallet } from './WalletStandardWallet.ts'

interface Entry {
  connector: Connector
  wallet: Wallet
}

/** What a directory serves: one namespace, the wallets it accepts, the host's wallets, and whom to tell of changes. */
export interface WalletStandardDirectoryOptions {
  namespace: ChainNamespace
  /** Whether a wallet can serve the namespace (its connect feature and chains). */
  accepts: (wallet: Wallet) => boolean
  /** Wallets the host brings; the ones that are not Wallet Standard wallets are ignored. */
  hostWallets: readonly unknown[]
  onChange: () => void
}

const isWallet = (wallet: unknown): wallet is Wallet => decode(WalletStandardWallet, wallet).ok

/**
 * The wallets on offer for one namespace: the host's (EXTERNAL) and those registered through
 * the Wallet Standard (ANNOUNCED) that the namespace accepts, each with an id from its name;
 * the host's win a shared id.
 */
export class WalletStandardDirectory {
  private readonly options: WalletStandardDirectoryOptions
  private readonly hosted: Entry[]
  private announced: Wallet[] = []
  private readonly stops: (() => void)[] = []

  constructor(options: WalletStandardDirectoryOptions) {
    this.options = options
    this.hosted = options.hostWallets.filter(isWallet).map((wallet) => this.toEntry(wallet, 'EXTERNAL'))
  }

  /** Takes the wallets registered so far and follows later registrations and removals. */
  discover(): void {
    const wallets = getWallets()
    this.announced = wallets.get().filter(isWallet)
    const refresh = () => {
      this.announced = wallets.get().filter(isWallet)
      this.options.onChange()
    }
    this.stops.push(wallets.on('register', refresh), wallets.on('unregister', refresh))
  }

  /** The connectors on offer now: the host's, then the registered wallets. */
  connectors(): Connector[] {
    return this.entries().map(({ connector }) => ({ ...connector, namespaces: [...connector.namespaces] }))
  }

  /** The wallet behind a connector; undefined when no such connector is on offer. */
  wallet(connectorId: string): Wallet | undefined {
    return this.entries().find(({ connector }) => connector.id === connectorId)?.wallet
  }

  /** Stops following registrations. */
  stop(): void {
    for (const stop of this.stops.splice(0)) stop()
  }

  private toEntry(wallet: Wallet, type: ConnectorType): Entry {
    const imageUrl = safeImageUrl(wallet.icon)
    const name = wallet.name.trim()
    const connector: Connector = { id: walletConnectorId(name), type, name, namespaces: [this.options.namespace], ...(imageUrl ? { imageUrl } : {}) }
    return { connector, wallet }
  }

  private entries(): Entry[] {
    const { accepts } = this.options
    const entries = this.hosted.filter(({ wallet }) => accepts(wallet))
    const taken = new Set(entries.map(({ connector }) => connector.id))
    const hostedWallets = new Set(entries.map(({ wallet }) => wallet))
    for (const wallet of this.announced) {
      if (hostedWallets.has(wallet) || !accepts(wallet)) continue
      const entry = this.toEntry(wallet, 'ANNOUNCED')
      if (taken.has(entry.connector.id)) continue
      taken.add(entry.connector.id)
      entries.push(entry)
    }
    return entries
  }
}
