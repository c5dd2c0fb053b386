import { errorText } from '@portico/kernel/extend'
import type { ConnectorExtension, PluginContext, Storage } from '@portico/kernel/extend'
import { Email, EmailRateLimitError } from '@portico/adapter-embedded'
import { makeAutoObservable, runInAction } from 'mobx'
import { embeddedStorage } from '@portico/adapter-embedded'
import { EmailInvalidError } from './errors.ts'

/** Where an e-mail step stands: waiting for input, waiting for the frame, or failed with `error`. */
export type EmailStatus = 'idle' | 'loading' | 'error'

/** SPEC §9: a second e-mail login within 30 s is refused. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** What the e-mail store reads and drives. */
export interface EmailStoreInput {
  context: Pick<PluginContext, 'adapters' | 'router' | 'snack' | 'modal'>
  storage: Storage
  /** The texts shown by the store itself (translated by the plugin). */
  texts: { invalidEmail: string; cooldown: (seconds: number) => string; emailUpdated: string; unavailable: string }
  now?: () => number
}

/**
 * The e-mail login of SPEC §4 on the embedded wallet: the e-mail is sent (refused when invalid or
 * within 30 s of the last one: "Please try again after N seconds"), then the frame's action says
 * verify the device, enter the code, or connected; a code or an approved device connects the
 * embedded wallet's AUTH connector. The e-mail update asks the current address's code, then the
 * new one's. One status and error for the step on screen.
 */
export class EmailStore {
  status: EmailStatus = 'idle'
  error: string | undefined = undefined
  private readonly input: EmailStoreInput

  constructor(input: EmailStoreInput) {
    this.input = input
    makeAutoObservable<EmailStore, 'input'>(this, { input: false }, { autoBind: true })
  }

  /** Seconds left before another e-mail may be sent (SPEC §5); 0 when it may. */
  cooldownSeconds(): number {
    const last = this.input.storage.read(embeddedStorage.lastEmailLoginTime)
    if (last === undefined) return 0
    const remaining = last + EMAIL_LOGIN_COOLDOWN_MS - (this.input.now ?? Date.now)()
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0
  }

  /** Forgets the last error, as when the user edits the field. */
  clearError(): void {
    this.error = undefined
    if (this.status === 'error') this.status = 'idle'
  }

  /** Sends the e-mail to the frame and goes where its action says (SPEC §4). */
  async submitEmail(email: string): Promise<void> {
    const trimmed = email.trim()
    if (!Email.is(trimmed)) return this.fail(this.input.texts.invalidEmail)
    const seconds = this.cooldownSeconds()
    if (seconds > 0) return this.fail(this.input.texts.cooldown(seconds))
    this.start()
    // The e-mail field shows before the embedded wallet's adapter has loaded: an e-mail sent meanwhile waits for it.
    await this.input.context.adapters.ensureLoaded()
    const login = this.login()
    if (!login) return this.fail(this.input.texts.unavailable)
    try {
      const { action } = await login.value.connectEmail(trimmed)
      runInAction(() => {
        this.input.storage.write(embeddedStorage.lastEmailLoginTime, (this.input.now ?? Date.now)())
        this.status = 'idle'
      })
      if (action === 'CONNECT') return await this.connect(login.connectorId, trimmed)
      const view = action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
      runInAction(() => {
        if (this.input.context.router.view === view) this.input.context.router.replace(view, { email: trimmed })
        else this.input.context.router.push(view, { email: trimmed })
      })
    } catch (error) {
      this.fail(this.textOf(error))
    }
  }

  /** Waits for the device to be approved from the e-mail, then asks for the code (SPEC §4). */
  async approveDevice(email: string): Promise<void> {
    const login = this.login()
    if (!login) return this.fail(this.input.texts.unavailable)
    this.start()
    try {
      await login.value.connectDevice()
      runInAction(() => {
        this.status = 'idle'
        this.input.context.router.replace('EmailVerifyOtp', { email })
      })
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  /** Checks the one-time code; on success the embedded wallet connects and the modal goes to Account. */
  async submitOtp(otp: string, email: string): Promise<void> {
    const login = this.login()
    if (!login) return this.fail(this.input.texts.unavailable)
    this.start()
    try {
      await login.value.connectOtp(otp.trim())
      await this.connect(login.connectorId, email)
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  /** Starts an e-mail update: the frame sends a code to the current address (or straight to the new one). */
  async submitNewEmail(email: string): Promise<void> {
    const trimmed = email.trim()
    if (!Email.is(trimmed)) return this.fail(this.input.texts.invalidEmail)
    const login = this.login()
    if (!login) return this.fail(this.input.texts.unavailable)
    this.start()
    try {
      const { action } = await login.value.updateEmail(trimmed)
      runInAction(() => {
        this.input.storage.write(embeddedStorage.lastEmailLoginTime, (this.input.now ?? Date.now)())
        this.status = 'idle'
        this.input.context.router.push(action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', { email: trimmed })
      })
    } catch (error) {
      this.fail(this.textOf(error))
    }
  }

  /** Checks the current address's code, then asks for the new address's. */
  async submitPrimaryOtp(otp: string, newEmail: string): Promise<void> {
    const login = this.login()
    if (!login) return this.fail(this.input.texts.unavailable)
    this.start()
    try {
      await login.value.updateEmailPrimaryOtp(otp.trim())
      runInAction(() => {
        this.status = 'idle'
        this.input.context.router.replace('UpdateEmailSecondaryOtp', { email: newEmail })
      })
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  /** Checks the new address's code; the new e-mail is stored (SPEC §4) and the modal returns to Account. */
  async submitSecondaryOtp(otp: string): Promise<void> {
    const login = this.login()
    if (!login) return this.fail(this.input.texts.unavailable)
    this.start()
    try {
      const { newEmail } = await login.value.updateEmailSecondaryOtp(otp.trim())
      if (!Email.is(newEmail)) throw new EmailInvalidError()
      runInAction(() => {
        this.input.storage.write(embeddedStorage.email, newEmail)
        this.status = 'idle'
        this.input.context.snack.showSuccess(this.input.texts.emailUpdated)
        this.input.context.router.reset('Account')
      })
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  /** The embedded wallet's e-mail login, once its adapter has loaded. */
  private login(): ConnectorExtension<'emailLogin'> | undefined {
    return this.input.context.adapters.extension('emailLogin')
  }

  /**
   * The frame logged the user in (SPEC §4 success: the e-mail stored, the used flag set, the last
   * login time cleared, before the connection so the connected-account view names the user from
   * its first value), then the AUTH connector connects and the modal goes to Account.
   */
  private async connect(connectorId: string, email: string): Promise<void> {
    runInAction(() => {
      const { storage } = this.input
      storage.write(embeddedStorage.email, email)
      storage.write(embeddedStorage.emailLoginUsed, true)
      storage.erase(embeddedStorage.lastEmailLoginTime)
      // An e-mail login is no social one: a provider left from an earlier social login would name the wrong one.
      storage.erase(embeddedStorage.connectedSocialProvider)
      storage.erase(embeddedStorage.connectedSocialUsername)
    })
    await this.input.context.adapters.connect(connectorId)
    runInAction(() => {
      this.status = 'idle'
      if (this.input.context.modal.embedded) this.input.context.modal.requestClose()
      else this.input.context.router.reset('Account')
    })
  }

  /** What the user reads for a failed e-mail request: the frame's refusal within 30 s in their words (SPEC §5), else the error's text. */
  private textOf(error: unknown): string {
    return error instanceof EmailRateLimitError ? this.input.texts.cooldown(error.seconds) : errorText(error)
  }

  private start(): void {
    this.status = 'loading'
    this.error = undefined
  }

  private fail(message: string): void {
    this.status = 'error'
    this.error = message
  }
}
