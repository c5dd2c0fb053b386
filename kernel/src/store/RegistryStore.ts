import { makeAutoObservable, observableShallow } from 'mobx'
import type { LazyComponent } from '../contracts/LazyComponent.ts'
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
  /**
   * The block size (a CSS length) its loading state keeps while its code arrives, the size it will
   * take once shown, so the Connect view does not grow under the user's pointer; read when it shows.
   * Absent: a spinner's size.
   */
  reserve?: () => string
}

/** A tab of the Account view (Tokens, NFTs, Activity). */
export interface AccountTab {
  id: string
  /** A message key for the tab label. */
  label: string
  order: number
  load: LazyComponent
}

/**
 * An entry of the Account view's wallet features: a tile of the row (onramp, swaps, receive, send),
 * or a full-width row under it for an action on the account itself (`placement: 'row'`).
 */
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
  /**
   * Where Account shows it. Absent or `'tile'`: a tile of the row (the money actions: buy, swap,
   * receive, send). `'row'`: an action on the account itself (edit the e-mail, name it, export
   * its key), a full-width row with its icon, label and a chevron under the tiles, in the same order.
   */
  placement?: 'tile' | 'row'
}

/**
 * Forgets `entry` among `registered` (the registrations of one kind still in force, oldest first);
 * returns the latest one left under its id: the one `entry` replaced, unless that one went first.
 */
function withdraw<T extends { id: string }>(registered: T[], entry: T): T | undefined {
  const index = registered.indexOf(entry)
  if (index >= 0) registered.splice(index, 1)
  return registered.filter((other) => other.id === entry.id).pop()
}

/**
 * What plugins and the kernel registered: views, connect sections, account tabs, wallet features.
 * A view or wallet feature registered under an id already taken replaces the one shown; removing it
 * brings back the one it replaced (two plugins may offer the same entry, and either may be turned off).
 */
export class RegistryStore {
  views = new Map<string, ViewRegistration>()
  connectSections: ConnectSection[] = []
  accountTabs: AccountTab[] = []
  walletFeatures: WalletFeature[] = []
  private readonly registeredViews: ViewRegistration[] = []
  private readonly registeredFeatures: WalletFeature[] = []

  constructor() {
    // Shallow: registrations are kept as given, so a removal finds its own entry by identity.
    makeAutoObservable<RegistryStore, 'registeredViews' | 'registeredFeatures'>(
      this,
      { views: observableShallow, walletFeatures: observableShallow, registeredViews: false, registeredFeatures: false },
      { autoBind: true },
    )
  }

  /** Registers a view by id; a second registration of the same id replaces the first until it is removed. */
  registerView(registration: ViewRegistration): () => void {
    this.registeredViews.push(registration)
    this.views.set(registration.id, registration)
    return () => this.removeView(registration)
  }

  /** Adds a section to the Connect view. */
  addConnectSection(section: ConnectSection): () => void {
    this.connectSections = [...this.connectSections.filter((s) => s.id !== section.id), section]
    return () => this.removeById('connectSections', section.id)
  }

  /** Adds a tab to the Account view. */
  addAccountTab(tab: AccountTab): () => void {
    this.accountTabs = [...this.accountTabs.filter((s) => s.id !== tab.id), tab].sort((a, b) => a.order - b.order)
    return () => this.removeById('accountTabs', tab.id)
  }

  /** Adds an entry to the wallet-features row; one of the same id replaces the first until it is removed. */
  addWalletFeature(feature: WalletFeature): () => void {
    this.registeredFeatures.push(feature)
    this.walletFeatures = [...this.walletFeatures.filter((s) => s.id !== feature.id), feature]
    return () => this.removeWalletFeature(feature)
  }

  private removeView(registration: ViewRegistration): void {
    const previous = withdraw(this.registeredViews, registration)
    if (this.views.get(registration.id) !== registration) return
    if (previous) this.views.set(previous.id, previous)
    else this.views.delete(registration.id)
  }

  private removeWalletFeature(feature: WalletFeature): void {
    const previous = withdraw(this.registeredFeatures, feature)
    this.walletFeatures = this.walletFeatures.flatMap((shown) => (shown !== feature ? [shown] : previous ? [previous] : []))
  }

  private removeById(list: 'connectSections' | 'accountTabs', id: string): void {
    if (list === 'connectSections') this.connectSections = this.connectSections.filter((s) => s.id !== id)
    else this.accountTabs = this.accountTabs.filter((s) => s.id !== id)
  }
}
