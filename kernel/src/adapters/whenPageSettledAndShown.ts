import { when } from 'mobx'
import type { ModalStore } from '../store/ModalStore.ts'
import { whenIdle } from '../services/whenIdle.ts'
import { whenPageSettled } from './whenPageSettled.ts'

/**
 * Runs `task` once the page has loaded and the browser is idle, and no open is preparing the
 * dialog's first frame (`modal.loading`): work such as the SDKs' code would hold that frame back,
 * so it waits for the dialog to show, then for idle again. Returns the function that cancels it.
 */
export function whenPageSettledAndShown(modal: Pick<ModalStore, 'loading'>, task: () => void): () => void {
  let cancel: () => void
  const attempt = (): void => {
    if (!modal.loading) return task()
    cancel = when(
      () => !modal.loading,
      () => {
        cancel = whenIdle(attempt)
      },
    )
  }
  cancel = whenPageSettled(attempt)
  return () => cancel()
}
