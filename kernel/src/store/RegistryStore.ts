import { action, makeAutoObservable, observableShallow } from 'mobx'
import type { LazyComponent } from '../plugins/LazyComponent.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'

/** A registered view: its component, loaded on demand, and the message key of its title. */
export interface ViewRegistration {
  id: string
  load: LazyComponent
  /** A message key for the header title, or a function that reads it from observable state (a result's title once a purchase is over). */
  title: string | (() => string)
}

/** A section of the Connect view (email, social, wallet...), in SPEC §2's order by `kind`. */
export interface ConnectSection {
  id: string
  /** Which connect method it is, for the ordering rule of SPEC §2. */
  kind: 'email' | 'social' | 'wallet'
  load: LazyComponent
}

/** A tab of the Account view (Tokens, NFTs, Activity). */
export interface AccountTab {
  id: string
  /** A message key for the tab label. */
  label: string
  order: number
  load: LazyComponent
}

/** An entry of the Account view's wallet-features row (onramp, swaps, receive, send). */
export interface WalletFeature {
  /** A SPEC §9 feature key; the row follows SPEC's order by this id. */
  id: string
  /** A message key for its label. */
  label: string
  /** The view it opens. */
  view: string
  /** An icon name of the kernel's icon set. */
  icon: string
  /** The namespaces it serves (send: eip155 and solana); absent for all. Hidden for others. */
  namespaces?: readonly ChainNamespace[]
  /**
   * Whether it is offered now, such as only on the networks it serves (swaps); may read
   * observables, the row follows them. Absent: offered wherever its namespaces are.
   */
  isAvailable?: () => boolean
}

/**
 * Forgets `entry` among `registered` (every registration of one kind still in force, oldest first);
 * returns the latest one left under its id, which it had replaced.
 */
function withdraw<T extends { id: string }>(registered: T[], entry: T): T | undefined {
  const index = registered.indexOf(entry)
  if (index >= 0) registered.splice(index, 1)
  return [...registered].reverse().find((other) => other.id === entry.id)
}

/**
 * What plugins and the kernel registered: views, connect sections, account tabs, wallet features.
 * A registration under an id already taken replaces the one shown; removing it brings back the one
 * it replaced if that is still registered (two plugins may offer the same entry, and either may be
 * turned off).
 */
export class RegistryStore {
  views = new Map<string, ViewRegistration>()
  connectSections: ConnectSection[] = []
  accountTabs: AccountTab[] = []
  walletFeatures: WalletFeature[] = []
  /** Every registration still in force, shown or replaced by a later one of the same id. */
  private readonly registered = { views: [] as ViewRegistration[], connectSections: [] as ConnectSection[], accountTabs: [] as AccountTab[], walletFeatures: [] as WalletFeature[] }

  constructor() {
    // Shallow: registrations are kept as given, so a removal finds its own entry by identity.
    const shallow = observableShallow
    makeAutoObservable<RegistryStore, 'registered'>(this, { views: shallow, connectSections: shallow, accountTabs: shallow, walletFeatures: shallow, registered: false }, { autoBind: true })
  }

  /** Registers a view by id; a second registration of the same id replaces the first until it is removed. */
  registerView(registration: ViewRegistration): () => void {
    this.registered.views.push(registration)
    this.views.set(registration.id, registration)
    return () => this.removeView(registration)
  }

  /** Adds a section to the Connect view. */
  addConnectSection(section: ConnectSection): () => void {
    this.registered.connectSections.push(section)
    this.connectSections = [...this.connectSections.filter((s) => s.id !== section.id), section]
    return action(() => {
      this.connectSections = this.remove(this.connectSections, this.registered.connectSections, section)
    })
  }

  /** Adds a tab to the Account view. */
  addAccountTab(tab: AccountTab): () => void {
    this.registered.accountTabs.push(tab)
    this.accountTabs = [...this.accountTabs.filter((s) => s.id !== tab.id), tab].sort((a, b) => a.order - b.order)
    return action(() => {
      this.accountTabs = this.remove(this.accountTabs, this.registered.accountTabs, tab).sort((a, b) => a.order - b.order)
    })
  }

  /** Adds an entry to the wallet-features row. */
  addWalletFeature(feature: WalletFeature): () => void {
    this.registered.walletFeatures.push(feature)
    this.walletFeatures = [...this.walletFeatures.filter((s) => s.id !== feature.id), feature]
    return action(() => {
      this.walletFeatures = this.remove(this.walletFeatures, this.registered.walletFeatures, feature)
    })
  }

  private removeView(registration: ViewRegistration): void {
    const previous = withdraw(this.registered.views, registration)
    if (this.views.get(registration.id) !== registration) return
    if (previous) this.views.set(previous.id, previous)
    else this.views.delete(registration.id)
  }

  /** `shown` without `entry`, the registration it replaced (if still registered) in its place. */
  private remove<T extends { id: string }>(shown: T[], registered: T[], entry: T): T[] {
    const previous = withdraw(registered, entry)
    if (!shown.includes(entry)) return shown
    return previous ? shown.map((item) => (item === entry ? previous : item)) : shown.filter((item) => item !== entry)
  }
}
