import { action, makeAutoObservable, observableRef } from 'mobx'
import { errorText } from '../errors/errorText.ts'

/** The snack's variants (SPEC §2). */
export type SnackVariant = 'success' | 'error' | 'loading'

/** How long the snack stays before it closes by itself, when it does. */
export const SNACK_AUTO_CLOSE_MS = 2200
/** How long an open snack is hidden before a new one appears (SPEC §2). */
export const SNACK_SWAP_MS = 150

/** Options of one snack. */
export interface SnackOptions {
  /** Close after `SNACK_AUTO_CLOSE_MS`; default true, but false for loading. */
  autoClose?: boolean
}

/** The notification snack: one message at a time, success, error or loading. */
export class SnackStore {
  open = false
  message = ''
  variant: SnackVariant = 'success'
  /**
   * What was thrown, for an error shown from one: the modal says it in the user's words (a
   * network that cannot be reached is said so, whatever a wallet wrapped it in); `message` is
   * SPEC §8's text of it.
   */
  failure: unknown = undefined
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    makeAutoObservable<SnackStore, 'timer'>(this, { timer: false, failure: observableRef }, { autoBind: true })
  }

  /** Shows a success message. */
  showSuccess(message: string, options?: SnackOptions): void {
    this.show(message, 'success', options?.autoClose ?? true)
  }

  /** Shows an error: a string, or anything thrown, resolved to text (SPEC §8), kept as `failure`. */
  showError(error: unknown, options?: SnackOptions): void {
    this.show(errorText(error), 'error', options?.autoClose ?? true, error)
  }

  /** Shows a loading message; it stays until replaced or hidden unless told otherwise. */
  showLoading(message: string, options?: SnackOptions): void {
    this.show(message, 'loading', options?.autoClose ?? false)
  }

  /** Hides the snack. */
  hide(): void {
    this.clearTimer()
    this.open = false
  }

  private show(message: string, variant: SnackVariant, autoClose: boolean, failure?: unknown): void {
    this.clearTimer()
    if (!this.open) {
      this.reveal(message, variant, autoClose, failure)
      return
    }
    this.open = false
    this.timer = setTimeout(
      action(() => this.reveal(message, variant, autoClose, failure)),
      SNACK_SWAP_MS,
    )
  }

  private reveal(message: string, variant: SnackVariant, autoClose: boolean, failure: unknown): void {
    this.timer = undefined
    this.message = message
    this.failure = failure
    this.variant = variant
    this.open = true
    if (autoClose) this.timer = setTimeout(action(() => this.hide()), SNACK_AUTO_CLOSE_MS)
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }
}
