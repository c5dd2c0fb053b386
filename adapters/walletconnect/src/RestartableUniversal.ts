import { AdapterDestroyedError } from './errors.ts'
import type { StoredSessions } from './StoredSessions.ts'
import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

type Session = NonNullable<UniversalProviderInstance['session']>

/** How a {@link RestartableUniversal} starts, wires and closes universal providers. */
export interface RestartableUniversalInput {
  /** Starts a universal provider from WalletConnect's storage, on the session with that topic when one is given. */
  start: (sessionTopic: string | undefined) => Promise<UniversalProviderInstance>
  /** Wires a started provider (its session events); returns the function that unwires it. */
  attach: (universal: UniversalProviderInstance) => () => void
  /** The sessions WalletConnect's storage holds now, maybe written by another tab. */
  storedSessions: (universal: UniversalProviderInstance) => Promise<StoredSessions>
  /** Closes a provider for good: nothing reaches it, nothing is written by it. */
  close: (universal: UniversalProviderInstance) => void
  now: () => number
}

/**
 * This tab's WalletConnect universal provider, restarted when another tab of the origin changes
 * the sessions they share. WalletConnect reads its sessions, keys and subscriptions from storage
 * only when it starts, and writes each whole map back: a provider that followed another tab by
 * patching its memory could write stale maps over that tab's. So `reload` starts a fresh provider
 * on the session another tab stored, and `forget` closes this one on a session another tab ended
 * (which told the wallet), never to serve that session again; the next use starts afresh.
 */
export class RestartableUniversal {
  /** The provider now; closed after `forget` until the next use starts another. */
  current: UniversalProviderInstance
  private readonly input: RestartableUniversalInput
  private readonly ended = new Set<string>()
  private detach: () => void
  private closed = false
  private destroyed = false
  private restarting: Promise<UniversalProviderInstance> | undefined

  private constructor(input: RestartableUniversalInput, first: UniversalProviderInstance) {
    this.input = input
    this.current = first
    this.detach = input.attach(first)
  }

  /** Starts the first provider, on the session WalletConnect kept, if any. */
  static async start(input: RestartableUniversalInput): Promise<RestartableUniversal> {
    return new RestartableUniversal(input, await input.start(undefined))
  }

  /** The session this tab may use: the provider's while it lasts, unless another tab ended it. */
  session(): Session | undefined {
    const session = this.current.session
    if (this.closed || !session || this.ended.has(session.topic)) return undefined
    // Its `expiry` is in seconds.
    return session.expiry * 1000 > this.input.now() ? session : undefined
  }

  /** The provider to pair through: a fresh one when `forget` closed the last. */
  async ready(): Promise<UniversalProviderInstance> {
    if (this.restarting) return this.restarting
    return this.closed ? this.restart(undefined) : this.current
  }

  /**
   * Takes up the session another tab stored (the newest live one not ended here): a fresh
   * provider starts on it unless this one has it already. Resolves once `session()` tells it.
   */
  async reload(): Promise<void> {
    if (this.restarting) await this.restarting.catch(() => undefined)
    const stored = await this.input.storedSessions(this.current)
    const newest = stored.filter((each) => each.expiry * 1000 > this.input.now() && !this.ended.has(each.topic)).at(-1)
    if (!newest || newest.topic === this.session()?.topic) return
    await this.restart(newest.topic)
  }

  /** Another tab ended the session: it is never served here again, and this provider closes without telling the wallet. */
  forget(): void {
    const topic = this.current.session?.topic
    if (topic) this.ended.add(topic)
    this.shut()
  }

  /** Closes the provider for good. */
  destroy(): void {
    this.destroyed = true
    this.shut()
  }

  private restart(sessionTopic: string | undefined): Promise<UniversalProviderInstance> {
    this.restarting ??= (async () => {
      this.shut()
      const next = await this.input.start(sessionTopic)
      if (this.destroyed) {
        this.input.close(next)
        throw new AdapterDestroyedError()
      }
      this.current = next
      this.closed = false
      this.detach = this.input.attach(next)
      return next
    })().finally(() => {
      this.restarting = undefined
    })
    return this.restarting
  }

  private shut(): void {
    if (this.closed) return
    this.closed = true
    this.detach()
    this.input.close(this.current)
  }
}
