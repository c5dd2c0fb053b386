import { decode, safeImageUrl } from '@portico/kernel'
import type { Connector, ConnectorType } from '@portico/kernel'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isBitcoinWallet } from './isBitcoinWallet.ts'
import { walletConnectorId } from './walletConnectorId.ts'
import { WalletStandardWallet } from './WalletStandardWallet.ts'

interface Entry {
  connector: Connector
  wallet: Wallet
}

function toEntry(wallet: Wallet, type: ConnectorType): Entry {
  const imageUrl = safeImageUrl(wallet.icon)
  const name = wallet.name.trim()
  return { connector: { id: walletConnectorId(name), type, name, namespaces: ['bip122'], ...(imageUrl ? { imageUrl } : {}) }, wallet }
}

const isWallet = (wallet: unknown): wallet is Wallet => decode(WalletStandardWallet, wallet).ok

/**
 * The Bitcoin wallets on offer: the host's (EXTERNAL) and those registered through the Wallet
 * Standard (ANNOUNCED) with `bitcoin:connect` and a `bitcoin:` chain, each with an id from its
 * name; the host's win a shared id.
 */
export class BitcoinWalletDirectory {
  private readonly hosted: Entry[]
  private readonly onChange: () => void
  private announced: Wallet[] = []
  private readonly stops: (() => void)[] = []

  constructor(hostWallets: readonly unknown[], onChange: () => void) {
    this.onChange = onChange
    this.hosted = hostWallets.filter(isWallet).map((wallet) => toEntry(wallet, 'EXTERNAL'))
  }

  /** Takes the wallets registered so far and follows later registrations and removals. */
  discover(): void {
    const wallets = getWallets()
    this.announced = wallets.get().filter(isWallet)
    const refresh = () => {
      this.announced = wallets.get().filter(isWallet)
      this.onChange()
    }
    this.stops.push(wallets.on('register', refresh), wallets.on('unregister', refresh))
  }

  /** The connectors on offer now: the host's, then the registered Bitcoin wallets. */
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

  private entries(): Entry[] {
    const entries = this.hosted.filter(({ wallet }) => isBitcoinWallet(wallet))
    const taken = new Set(entries.map(({ connector }) => connector.id))
    const hostedWallets = new Set(entries.map(({ wallet }) => wallet))
    for (const wallet of this.announced) {
      if (hostedWallets.has(wallet) || !isBitcoinWallet(wallet)) continue
      const entry = toEntry(wallet, 'ANNOUNCED')
      if (taken.has(entry.connector.id)) continue
      taken.add(entry.connector.id)
      entries.push(entry)
    }
    return entries
  }
}
