import { errorText } from '@portico/kernel/extend'
import type { PluginContext } from '@portico/kernel/extend'
import { makeAutoObservable, runInAction } from 'mobx'

/** Where the key export stands: not asked, the secure frame asking the user, or failed with `error`. */
export type KeyExportStatus = 'idle' | 'exporting' | 'error'

/** What the key export store reads and drives. */
export interface KeyExportStoreInput {
  context: Pick<PluginContext, 'adapters' | 'router'>
  /** The texts shown by the store itself (translated, read when shown). */
  texts: { readonly unavailable: string }
}

const view = 'ExportPrivateKey'

/**
 * The embedded wallet's private key export (issue 31) from Account, one per Portico instance
 * whichever login plugins add it: the secure frame asks the user for a fresh confirmation and shows
 * the keys on its own origin, while the modal waits on the ExportPrivateKey view. Shown or
 * cancelled, the modal goes back to where it was, unchanged; a failure stays on the view with the
 * frame's error.
 */
export class KeyExportStore {
  status: KeyExportStatus = 'idle'
  error: string | undefined = undefined
  private readonly input: KeyExportStoreInput

  constructor(input: KeyExportStoreInput) {
    this.input = input
    makeAutoObservable<KeyExportStore, 'input'>(this, { input: false }, { autoBind: true })
  }

  /** Asks the secure frame to export the user's keys; one request at a time. */
  async exportPrivateKey(): Promise<void> {
    if (this.status === 'exporting') return
    const keys = this.input.context.adapters.extension('embeddedWalletKeys')
    if (!keys) return this.fail(this.input.texts.unavailable)
    this.status = 'exporting'
    this.error = undefined
    try {
      // EXPORTED or CANCELLED: the keys never reach the app, and either way nothing here changes.
      await keys.value.exportPrivateKey()
      runInAction(() => {
        this.status = 'idle'
        const { router } = this.input.context
        if (router.view !== view) return
        if (router.history.length > 1) router.goBack()
        else router.reset('Account')
      })
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  private fail(message: string): void {
    this.status = 'error'
    this.error = message
  }
}
