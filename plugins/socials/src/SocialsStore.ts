import { isUserRejection, userErrorText } from '@portico/kernel/extend'
import type { ConnectorExtension, PluginContext, Storage } from '@portico/kernel/extend'
import { makeAutoObservable, runInAction } from 'mobx'
import { SocialPopupBlockedError, SocialRedirectInvalidError, SocialUnavailableError } from './errors.ts'
import type { LoginPopup } from './LoginPopup.ts'
import type { SocialProviderName } from './SocialProviderName.ts'
import { popupResultOrigin } from './popupResultOrigin.ts'
import { waitForPopupResult } from './waitForPopupResult.ts'
import { embeddedStorage } from '@portico/adapter-embedded'

/** Where a social or Farcaster login stands. */
export type SocialStatus = 'idle' | 'connecting' | 'declined' | 'error'

/** The social providers in SPEC §9's default order; `farcaster` logs in by QR code, the others by popup. */
const popupProviders = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const

/** What the socials store reads and drives. */
export interface SocialsStoreInput {
  context: Pick<PluginContext, 'adapters' | 'router' | 'modal' | 'features' | 'connections'>
  storage: Storage
  texts: { popupBlocked: string; unavailable: string }
  /** Waits before the frame is reloaded after leaving ConnectingFarcaster (SPEC §2: 100 ms). */
  schedule?: (run: () => void, ms: number) => void
}

/**
 * Social and Farcaster login on the embedded wallet: the provider's redirect URI opens in a popup
 * the click opened, the URI the popup comes back with logs in, the provider and username are
 * stored (SPEC §3) and the AUTH connector connects. Farcaster shows the frame's URL as a QR code
 * and waits; leaving it unconnected clears the URL and reloads the frame after 100 ms (SPEC §2).
 */
export class SocialsStore {
  status: SocialStatus = 'idle'
  error: string | undefined = undefined
  /** The Farcaster URL to scan, once the frame gave it. */
  farcasterUrl: string | undefined = undefined
  private readonly input: SocialsStoreInput
  /**
   * The latest login attempt's number: a later attempt, or leaving Farcaster, makes an earlier one
   * stale, and a stale attempt's outcome changes nothing (its login's 30 s timeout would otherwise
   * turn the view the user is on to an error).
   */
  private attempt = 0
  /**
   * The frame's reload after leaving ConnectingFarcaster, until it is ready again. A login chosen
   * meanwhile waits for it: the reload would drop the requests it had sent.
   */
  private reloading: Promise<void> | undefined = undefined

  constructor(input: SocialsStoreInput) {
    this.input = input
    makeAutoObservable<SocialsStore, 'input' | 'attempt' | 'reloading'>(this, { input: false, attempt: false, reloading: false }, { autoBind: true })
  }

  /** The providers offered, in the host's (or SPEC §9's) order; none when socials are off. */
  get providers(): SocialProviderName[] {
    const socials = this.input.context.features.socials
    return socials === false ? [] : [...socials]
  }

  /** Whether a provider logs in through a popup (all but Farcaster). */
  isPopupProvider(provider: SocialProviderName): boolean {
    return (popupProviders as readonly string[]).includes(provider)
  }

  /**
   * Logs in with a popup provider: `popup` must come from the click itself (browsers block one
   * opened later). Resolves once connected, or with the state set to declined or error.
   */
  async connectWithPopup(provider: SocialProviderName, popup: LoginPopup | null, signal: AbortSignal): Promise<void> {
    const attempt = this.begin()
    try {
      const login = await this.socialLogin()
      if (!login) throw new SocialUnavailableError(this.input.texts.unavailable)
      if (!popup) throw new SocialPopupBlockedError(this.input.texts.popupBlocked)
      const { uri } = await login.value.getSocialRedirectUri(provider)
      if (attempt !== this.attempt) {
        popup.close()
        return
      }
      const target = new URL(uri)
      if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new SocialRedirectInvalidError(uri)
      popup.location.href = target.href
      const resultUri = await waitForPopupResult(popup, popupResultOrigin(target), signal)
      popup.close()
      const { userName } = await login.value.connectSocial(resultUri)
      runInAction(() => {
        this.input.storage.write(embeddedStorage.connectedSocialProvider, provider)
        if (userName) this.input.storage.write(embeddedStorage.connectedSocialUsername, userName)
      })
      await this.connect(login.connectorId)
    } catch (error) {
      if (popup && !popup.closed) popup.close()
      if (attempt === this.attempt) this.fail(error)
    }
  }

  /** Farcaster: asks the frame for its URL (shown as a QR code), then waits for the approval and connects. */
  async connectFarcaster(): Promise<void> {
    const attempt = this.begin()
    // An earlier login's URL names a channel already answered: no code shows until the new one arrives.
    this.farcasterUrl = undefined
    try {
      const login = await this.socialLogin()
      if (!login) throw new SocialUnavailableError(this.input.texts.unavailable)
      const { url } = await login.value.getFarcasterUri()
      if (attempt !== this.attempt) return
      runInAction(() => {
        this.farcasterUrl = url
      })
      const { userName } = await login.value.connectFarcaster()
      runInAction(() => {
        this.input.storage.write(embeddedStorage.connectedSocialProvider, 'farcaster')
        this.input.storage.write(embeddedStorage.connectedSocialUsername, userName)
      })
      await this.connect(login.connectorId)
    } catch (error) {
      if (attempt === this.attempt) this.fail(error)
    }
  }

  /** Leaving ConnectingFarcaster without an account (SPEC §2): the URL is cleared and, after 100 ms, the frame reloads and resyncs. */
  leaveFarcaster(): void {
    if (this.input.context.connections.isConnected) return
    this.attempt += 1
    this.farcasterUrl = undefined
    this.status = 'idle'
    const login = this.input.context.adapters.extension('socialLogin')
    const schedule = this.input.schedule ?? ((run, ms) => void setTimeout(run, ms))
    this.reloading = new Promise<void>((resolve) => {
      schedule(() => void (login?.value.reload?.() ?? Promise.resolve()).catch(() => undefined).then(() => resolve()), 100)
    })
  }

  /**
   * The embedded wallet's social login, once its adapter has loaded (the buttons show before it has)
   * and the frame's reload after leaving Farcaster, if one is due, is done.
   */
  private async socialLogin(): Promise<ConnectorExtension<'socialLogin'> | undefined> {
    await this.input.context.adapters.ensureLoaded()
    await this.reloading
    return this.input.context.adapters.extension('socialLogin')
  }

  private async connect(connectorId: string): Promise<void> {
    await this.input.context.adapters.connect(connectorId)
    runInAction(() => {
      this.status = 'idle'
      if (this.input.context.modal.embedded) this.input.context.modal.requestClose()
      else this.input.context.router.reset('Account')
    })
  }

  /** Starts a login attempt (any earlier one is stale from now on) and returns its number. */
  private begin(): number {
    this.attempt += 1
    this.status = 'connecting'
    this.error = undefined
    return this.attempt
  }

  private fail(error: unknown): void {
    this.status = isUserRejection(error) ? 'declined' : 'error'
    // A message key for SPEC §8's errors (the views translate it), else the text as it is.
    this.error = userErrorText(error)
  }
}
