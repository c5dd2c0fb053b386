import type { FrameUser } from '../vault/FrameUser.ts'
import type { RecoveryEnvelope } from '../vault/RecoveryEnvelope.ts'
import type { RecoveryMethod } from '../vault/RecoveryMethod.ts'
import type { RecoveryProof } from '../vault/RecoveryProof.ts'
import { FrameRequestError } from './FrameRequestError.ts'
import type { FrameTexts } from './FrameTexts.ts'
import { recoveryForm } from './recoveryForm.ts'
import type { RecoveryForm } from './recoveryForm.ts'
import type { RecoveryPrompt } from './VaultWallet.ts'

/** What the prompt asks for: a new password (or passkey), the password of an envelope, or its passkey. */
type Mode = 'create' | 'enter' | 'passkey'

/** Where the prompt shows and how: the page's texts, the element it goes in, how the frame is shown to the user, and whether passkeys with PRF work here. */
export interface PageRecoveryPromptOptions {
  texts: FrameTexts
  container: HTMLElement
  /** Shows or hides the frame to the user (the app reveals its iframe). */
  reveal(visible: boolean): void
  passkeyAvailable(): Promise<boolean>
}

/** The smallest password the page accepts for a new wallet. */
const minimumPasswordLength = 8

/**
 * The frame page's RecoveryPrompt: an accessible form inside the frame (which the app reveals while
 * it is open) that asks for a new password, or the password or passkey of the user's recovery
 * envelope; a new wallet may use a passkey instead when WebAuthn PRF is available.
 */
export class PageRecoveryPrompt implements RecoveryPrompt {
  private form: RecoveryForm | undefined

  constructor(private readonly options: PageRecoveryPromptOptions) {}

  /** Asks a new user to create a password (or to use a passkey); says so when the passkey they chose could not seal the wallet. */
  async newWallet(user: FrameUser, failed: boolean): Promise<RecoveryMethod> {
    const answer = await this.ask('create', failed)
    return answer.kind === 'password' ? answer : { kind: 'passkey', userName: user.email ?? user.userName ?? user.id }
  }

  /** Asks for the password or the passkey that opens the user's envelope; says so when the last one was refused. */
  recoverWallet(_user: FrameUser, kind: RecoveryEnvelope['kind'], refused: boolean): Promise<RecoveryProof> {
    return this.ask(kind === 'passkey' ? 'passkey' : 'enter', refused)
  }

  /** Removes the form and hides the frame again. */
  close(): void {
    this.form?.element.remove()
    this.form = undefined
    document.body.removeAttribute('data-prompt')
    this.options.reveal(false)
  }

  private async ask(mode: Mode, refused: boolean): Promise<RecoveryProof> {
    const { texts } = this.options
    const passkey = mode === 'passkey' || (mode === 'create' && (await this.options.passkeyAvailable()))
    this.form?.element.remove()
    const form = recoveryForm(texts, mode, passkey)
    this.form = form
    this.options.container.append(form.element)
    document.body.dataset.prompt = mode
    this.options.reveal(true)
    if (refused) form.showError({ create: texts.passkeyUnusable, enter: texts.passwordWrong, passkey: texts.passkeyFailed }[mode])
    form.focus()
    return new Promise<RecoveryProof>((resolve, reject) => {
      form.onCancel(() => {
        this.close()
        reject(new FrameRequestError('User rejected the request', 4001))
      })
      form.onPasskey(() => {
        form.busy()
        resolve({ kind: 'passkey' })
      })
      form.onPassword((password) => {
        if (mode === 'create' && [...password].length < minimumPasswordLength) return form.showError(texts.passwordTooShort)
        form.busy()
        resolve({ kind: 'password', password })
      })
    })
  }
}
