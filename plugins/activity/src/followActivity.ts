import type { PluginContext } from '@portico/kernel/extend'
import { reaction } from 'mobx'
import type { ActivityStore } from './ActivityStore.ts'

/** How often the newest transactions are read again while a send is pending and the list is on screen. */
const pendingPollMs = 4000

/**
 * Keeps the activity store in step with the instance: a send made through Portico shows as
 * pending; another account or network empties the list and reads it again (when it is on
 * screen); while sends are pending and the list is shown, the newest page is read every few
 * seconds so they settle. Returns the function that stops all of it.
 */
export function followActivity(store: ActivityStore, events: PluginContext['events'], pollMs = pendingPollMs): () => void {
  const stopSent = events.on('transaction:sent', (sent) => store.addPending(sent))
  const stopAccount = reaction(
    () => store.accountKey,
    (key) => {
      store.reset()
      if (key !== undefined && store.watchers > 0 && store.source) void store.fetchTransactions().catch(() => undefined)
    },
  )
  let timer: ReturnType<typeof setInterval> | undefined
  const stopPoll = reaction(
    () => store.watchers > 0 && store.pendingRows.length > 0,
    (polling) => {
      if (timer !== undefined) clearInterval(timer)
      timer = polling ? setInterval(() => void store.refresh(), pollMs) : undefined
    },
    { fireImmediately: true },
  )
  return () => {
    stopSent()
    stopAccount()
    stopPoll()
    if (timer !== undefined) clearInterval(timer)
    store.reset()
  }
}
