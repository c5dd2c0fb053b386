import type {} from '@portico/adapter-evm'
import type { PluginContext } from '@portico/kernel/extend'
import { isUserRejection } from '@portico/kernel/extend'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { NamesError } from './errors.ts'
import { isEmbeddedWalletUser } from './isEmbeddedWalletUser.ts'
import { isNameLabel } from './isNameLabel.ts'
import { lookUpAccountName } from './lookUpAccountName.ts'
import type { NameRegistry } from './NameRegistry.ts'
import { nameRegistrationMessage } from './nameRegistrationMessage.ts'
import type { NameSuggestion } from './NameSuggestion.ts'
import type { RegisteredName } from './RegisteredName.ts'
import { rememberRegisteredName } from './rememberRegisteredName.ts'
import { toNamesError } from './toNamesError.ts'

/** What the typed name is (RegisterAccountName's `data-state` while not registering): nothing typed, breaking SPEC §5's rule, being checked, free, taken, or not checked (the service failed). */
export type NameCheck = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'error'

/** Where a registration stands: not started, waiting for the account's signature, sent to the registry, or failed (`registrationError` says why). */
export type RegistrationState = 'idle' | 'signing' | 'registering' | 'error'

/** The stores and verbs the names store reads and drives. */
export type NamesRoot = Pick<PluginContext, 'connections' | 'networks' | 'adapters' | 'router' | 'storage'>

const defaultCheckDelay = 300

/**
 * The names plugin's state: the name being chosen (checked against SPEC §5's rule at once, then
 * for availability after a pause in typing; stale answers dropped), suggestions near it, the
 * registration (the account signs the registration message, then the registry registers it),
 * and the active account's name fed to the kernel for Account and the connect button.
 */
export class NamesStore {
  input = ''
  check: NameCheck = 'empty'
  /** The full name of the label last checked (`ada-42.portico`). */
  checkedName: string | undefined = undefined
  suggestions: NameSuggestion[] = []
  registration: RegistrationState = 'idle'
  /** A message key for why the registration failed. */
  registrationError: string | undefined = undefined
  registered: RegisteredName | undefined = undefined
  /** How long typing must pause before the name is checked (ms). */
  checkDelay = defaultCheckDelay
  readonly registry: NameRegistry | undefined
  private readonly root: NamesRoot
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private controller: AbortController | undefined = undefined
  private lookup = 0

  constructor(root: NamesRoot, registry: NameRegistry | undefined) {
    this.root = root
    this.registry = registry
    makeAutoObservable<NamesStore, 'root' | 'timer' | 'controller' | 'lookup'>(
      this,
      { registry: false, root: false, timer: false, controller: false, lookup: false, suggestions: observableRef, registered: observableRef },
      { autoBind: true },
    )
  }

  /** Whether names are offered now: a registry, and an embedded-wallet account on eip155 (SPEC §9: names on eip155). */
  get offered(): boolean {
    return this.registry !== undefined && this.root.connections.activeNamespace === 'eip155' && isEmbeddedWalletUser(this.root)
  }

  /** Whether Register may be pressed: a free name and no registration under way. */
  get canRegister(): boolean {
    return this.check === 'available' && (this.registration === 'idle' || this.registration === 'error')
  }

  /** Sets the name as typed: SPEC §5's rule at once, availability and suggestions after a pause in typing. */
  setInput(text: string): void {
    this.input = text
    this.registration = 'idle'
    this.registrationError = undefined
    this.cancelCheck()
    const label = text.trim()
    this.checkedName = undefined
    if (label === '') {
      this.check = 'empty'
      this.suggestions = []
      return
    }
    this.check = isNameLabel(label) ? 'checking' : 'invalid'
    const registry = this.registry
    if (!registry) return
    const lookup = ++this.lookup
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.checkNow(registry, label, lookup)
    }, this.checkDelay)
  }

  /** Takes a suggestion as the name. */
  chooseSuggestion(suggestion: NameSuggestion): void {
    this.setInput(suggestion.label)
  }

  /**
   * Registers the name: the account signs the registration message (ApproveTransaction for the
   * embedded wallet), the registry registers it, then the name is the account's (caches, Account,
   * the connect button) and the success view shows.
   */
  async register(): Promise<void> {
    const registry = this.registry
    const label = this.input.trim().toLowerCase()
    const name = this.checkedName
    const address = this.root.connections.activeAddress
    const caipAddress = this.root.connections.activeCaipAddress
    const network = this.root.networks.active
    const signer = this.root.adapters.chainAdapter('eip155')
    if (!registry || !this.canRegister || name === undefined || !address || !caipAddress || network?.chainNamespace !== 'eip155') return
    if (!signer?.signMessage) {
      this.fail('names.failed')
      return
    }
    this.registration = 'signing'
    this.registrationError = undefined
    const issuedAt = new Date().toISOString()
    const message = nameRegistrationMessage(name, address, issuedAt)
    let signature: string
    try {
      signature = await signer.signMessage(message, address)
    } catch (error) {
      this.fail(isUserRejection(error) ? 'names.declined' : 'names.failed')
      return
    }
    runInAction(() => {
      this.registration = 'registering'
    })
    let registered: RegisteredName
    try {
      registered = await registry.register({ label, address, chainId: Number(network.id), issuedAt, message, signature })
    } catch (error) {
      const failure = toNamesError(error)
      runInAction(() => {
        if (failure.code === 'NAME_TAKEN') this.check = 'taken'
      })
      this.fail(failure.code === 'NAME_TAKEN' ? 'names.takenNow' : 'names.failed')
      return
    }
    rememberRegisteredName(this.root.storage, network, registered)
    runInAction(() => {
      this.registered = registered
      this.registration = 'idle'
      this.root.connections.setAccountName(caipAddress, registered.name)
      this.root.router.push('RegisterAccountNameSuccess')
    })
  }

  /** Starts the view again empty (after a registration, or when it opens). */
  reset(): void {
    this.cancelCheck()
    this.input = ''
    this.check = 'empty'
    this.checkedName = undefined
    this.suggestions = []
    this.registration = 'idle'
    this.registrationError = undefined
  }

  /** Looks the active account's name up (eip155, cached 5 min) and hands it to the kernel; nothing when the network has no names. */
  async showActiveAccountName(): Promise<void> {
    const { connections, networks, adapters, storage } = this.root
    const address = connections.activeAddress
    const caipAddress = connections.activeCaipAddress
    const network = networks.active
    const names = connections.activeNamespace === 'eip155' ? adapters.chainExtension('eip155:names') : undefined
    if (!names || !address || !caipAddress || network?.chainNamespace !== 'eip155') return
    const registeredBefore = this.registered
    let name: string | undefined
    try {
      name = await lookUpAccountName(names, storage, address, network)
    } catch {
      // A lookup that failed (the node or the gateway down) leaves what is shown as it is.
      return
    }
    // A registration that named the account meanwhile is not undone by a lookup that started before it.
    if (this.registered !== registeredBefore) return
    runInAction(() => connections.setAccountName(caipAddress, name))
  }

  /** Stops a pending check (teardown). */
  stop(): void {
    this.cancelCheck()
  }

  private async checkNow(registry: NameRegistry, label: string, lookup: number): Promise<void> {
    const controller = new AbortController()
    this.controller = controller
    const valid = this.check === 'checking'
    const [availability, suggestions] = await Promise.allSettled([
      valid ? registry.availability(label, controller.signal) : Promise.resolve(undefined),
      registry.suggestions(label, controller.signal),
    ])
    runInAction(() => {
      if (lookup !== this.lookup) return
      this.controller = undefined
      this.suggestions = suggestions.status === 'fulfilled' ? suggestions.value.filter((suggestion) => suggestion.label !== label.toLowerCase()) : []
      if (!valid) return
      if (availability.status === 'rejected' || availability.value === undefined) {
        this.check = availability.status === 'rejected' && availability.reason instanceof NamesError && availability.reason.code === 'NAME_INVALID' ? 'invalid' : 'error'
        return
      }
      this.checkedName = availability.value.name
      this.check = availability.value.available ? 'available' : 'taken'
    })
  }

  private cancelCheck(): void {
    this.lookup++
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.controller?.abort()
    this.controller = undefined
  }

  private fail(messageKey: string): void {
    runInAction(() => {
      this.registration = 'error'
      this.registrationError = messageKey
    })
  }
}
