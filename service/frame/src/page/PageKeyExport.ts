import type { ExportedKeys } from '../vault/ExportedKeys.ts'
import type { RecoveryEnvelope } from '../vault/RecoveryEnvelope.ts'
import type { RecoveryProof } from '../vault/RecoveryProof.ts'
import type { FrameTexts } from './FrameTexts.ts'
import { keyExportConfirmForm } from './keyExportConfirmForm.ts'
import type { KeyExportPrompt } from './KeyExportPrompt.ts'
import { revealedKeysPanel } from './revealedKeysPanel.ts'
import type { RevealedKeysPanel } from './revealedKeysPanel.ts'

/** Where the export shows and how: the page's texts, the element it goes in, and how the frame is shown to the user. */
export interface PageKeyExportOptions {
  texts: FrameTexts
  container: HTMLElement
  /** Shows or hides the frame to the user (the app reveals its iframe). */
  reveal(visible: boolean): void
}

/**
 * The frame page's KeyExportPrompt: inside the frame (which the app reveals while it is open), a
 * form asks for the recovery password or passkey again, then a panel shows the keys until Done.
 * Nothing of it is posted to the app.
 */
export class PageKeyExport implements KeyExportPrompt {
  private shown: { element: HTMLElement; panel?: RevealedKeysPanel } | undefined

  constructor(private readonly options: PageKeyExportOptions) {}

  /** Asks for the password or passkey; null when the user cancels. */
  confirm(kind: RecoveryEnvelope['kind'], refused: boolean): Promise<RecoveryProof | null> {
    const { texts } = this.options
    const form = keyExportConfirmForm(texts, kind)
    this.show(form.element, 'export')
    if (refused) form.showError(kind === 'passkey' ? texts.passkeyFailed : texts.passwordWrong)
    form.focus()
    return new Promise((resolve) => {
      form.onCancel(() => resolve(null))
      form.onPasskey(() => {
        form.busy()
        resolve({ kind: 'passkey' })
      })
      form.onPassword((password) => {
        if (password === '') return form.showError(texts.passwordMissing)
        form.busy()
        resolve({ kind: 'password', password })
      })
    })
  }

  /** Shows the keys until the user presses Done; the fields are emptied then. */
  reveal(keys: ExportedKeys): Promise<void> {
    const panel = revealedKeysPanel(this.options.texts, keys)
    this.show(panel.element, 'export-keys')
    this.shown = { element: panel.element, panel }
    panel.focus()
    return new Promise((resolve) => panel.onDone(() => resolve()))
  }

  /** Empties and removes what is shown, and hides the frame again. */
  close(): void {
    this.shown?.panel?.wipe()
    this.shown?.element.remove()
    this.shown = undefined
    document.body.removeAttribute('data-prompt')
    this.options.reveal(false)
  }

  private show(element: HTMLElement, prompt: string): void {
    this.shown?.panel?.wipe()
    this.shown?.element.remove()
    this.shown = { element }
    this.options.container.append(element)
    document.body.dataset.prompt = prompt
    this.options.reveal(true)
  }
}
