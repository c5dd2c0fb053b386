import { decode, safeImageUrl } from '@portico/kernel/extend'
import type { Connector } from '@portico/kernel/extend'
import { Eip1193Provider } from './Eip1193Provider.ts'
import { Eip6963Announcement } from './Eip6963Announcement.ts'
import type { HostConnector } from './EvmOptions.ts'

// The id and name of the `window.ethereum` connector (SPEC §6 names it "Browser Wallet").
const injectedConnectorId = 'injected'
const browserWalletName = 'Browser Wallet'

interface Entry {
  connector: Connector
  provider: Eip1193Provider
}

/**
 * The EVM wallets on offer: the host's (EXTERNAL), those announced through EIP-6963 (ANNOUNCED,
 * id = rdns) and `window.ethereum` (INJECTED "Browser Wallet", unless it also announced itself).
 */
export class WalletDirectory {
  private readonly hosted: Entry[]
  private readonly announced = new Map<string, Entry>()
  private readonly onChange: () => void
  private target: Window | undefined
  private readonly listeners: [string, EventListener][] = []
  /** While the first request for announcements runs: the kernel gathers connectors after load anyway. */
  private gathering = false

  constructor(hostConnectors: readonly HostConnector[], onChange: () => void) {
    this.onChange = onChange
    this.hosted = hostConnectors.map(({ id, name, provider, icon, rdns, explorerId }) => {
      const imageUrl = safeImageUrl(icon)
      const connector: Connector = {
        id,
        type: 'EXTERNAL',
        name,
        namespaces: ['eip155'],
        ...(rdns ? { info: { rdns } } : {}),
        ...(explorerId ? { explorerId } : {}),
        ...(imageUrl ? { imageUrl } : {}),
      }
      return { connector, provider }
    })
  }

  /** Listens for EIP-6963 announcements and `window.ethereum` in a window, then asks wallets to announce. */
  discover(target: Window): void {
    this.target = target
    this.listen('eip6963:announceProvider', (event) => this.announce((event as CustomEvent<unknown>).detail))
    // MetaMask sets window.ethereum late on some pages and says so with this event.
    this.listen('ethereum#initialized', () => this.onChange())
    this.gathering = true
    try {
      target.dispatchEvent(new Event('eip6963:requestProvider'))
    } finally {
      this.gathering = false
    }
  }

  /** The connectors on offer now: the host's, the announced ones, then the injected one. */
  connectors(): Connector[] {
    const entries = this.entries()
    return entries.map(({ connector }) => ({ ...connector, namespaces: [...connector.namespaces] }))
  }

  /** The provider behind a connector; undefined when no such connector is on offer. */
  provider(connectorId: string): Eip1193Provider | undefined {
    return this.entries().find(({ connector }) => connector.id === connectorId)?.provider
  }

  /** Stops listening. */
  stop(): void {
    for (const [type, listener] of this.listeners.splice(0)) this.target?.removeEventListener(type, listener)
    this.target = undefined
  }

  private entries(): Entry[] {
    const taken = new Set(this.hosted.map(({ connector }) => connector.id))
    const announced = [...this.announced.values()].filter(({ connector }) => !taken.has(connector.id))
    const injected = this.injected()
    const alreadyListed = [...this.hosted, ...announced].some(({ provider }) => provider === injected?.provider)
    return [...this.hosted, ...announced, ...(injected && !alreadyListed && !taken.has(injectedConnectorId) ? [injected] : [])]
  }

  private injected(): Entry | undefined {
    const candidate = (this.target as { ethereum?: unknown } | undefined)?.ethereum
    if (candidate === undefined) return undefined
    const decoded = decode(Eip1193Provider, candidate)
    if (!decoded.ok) return undefined
    return { connector: { id: injectedConnectorId, type: 'INJECTED', name: browserWalletName, namespaces: ['eip155'] }, provider: decoded.value }
  }

  private announce(detail: unknown): void {
    const decoded = decode(Eip6963Announcement, detail)
    if (!decoded.ok) return
    const { info, provider } = decoded.value
    const rdns = info.rdns.trim()
    const name = info.name.trim()
    if (!rdns || !name) return
    const previous = this.announced.get(rdns)
    const imageUrl = safeImageUrl(info.icon)
    if (previous && previous.provider === provider && previous.connector.name === name && previous.connector.imageUrl === imageUrl) return
    const connector: Connector = { id: rdns, type: 'ANNOUNCED', name, namespaces: ['eip155'], info: { rdns }, ...(imageUrl ? { imageUrl } : {}) }
    this.announced.set(rdns, { connector, provider })
    if (!this.gathering) this.onChange()
  }

  private listen(type: string, listener: EventListener): void {
    this.target?.addEventListener(type, listener)
    this.listeners.push([type, listener])
  }
}
