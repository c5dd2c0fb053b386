import { useEffect, useRef, useState } from 'react'
import { errorText, isUserRejection } from '@portico/kernel/internal'
import { useModalContext } from '../useModalContext.ts'
import { useTranslate } from '../../useTranslate.ts'

const isAdapterUnavailable = (error: unknown): boolean => typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'ADAPTER_UNAVAILABLE'

/** Where a connection attempt stands. */
export type ConnectingState = 'waiting' | 'declined' | 'error'

/** What a connecting view shows and does: the state, why it failed, and a retry. */
export interface ConnectAttempt {
  state: ConnectingState
  failure: string | undefined
  retry: () => void
}

/**
 * Runs one connection attempt per retry, also when effects run twice in development (a wallet
 * prompt cannot be taken back): on success the modal goes to Account (or closes when embedded)
 * unless another view took the modal meanwhile, and so it does when another tab connected and this
 * one followed (`connection:followed`), giving the attempt up;
 * a declined request or a failure becomes the state. Leaving the view aborts the attempt's
 * signal. Without `connect` the state is an error with `missing` as the reason.
 */
export function useConnectAttempt(connect: ((signal: AbortSignal) => Promise<void>) | undefined, missing?: string): ConnectAttempt {
  const store = useModalContext()
  const t = useTranslate()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ConnectingState>(connect ? 'waiting' : 'error')
  const [failure, setFailure] = useState<string | undefined>(connect ? undefined : missing)
  const started = useRef(-1)
  const mounted = useRef(false)
  const controller = useRef<AbortController | undefined>(undefined)
  const pendingAbort = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const connectRef = useRef(connect)

  // Kept current for the next attempt; effects run in order, so the attempt below reads it.
  useEffect(() => {
    connectRef.current = connect
  })

  useEffect(() => {
    mounted.current = true
    clearTimeout(pendingAbort.current)
    return () => {
      mounted.current = false
      // Deferred: a development remount comes back at once and keeps the attempt going.
      pendingAbort.current = setTimeout(() => controller.current?.abort(), 0)
    }
  }, [])

  useEffect(() => {
    const run = connectRef.current
    if (!run || started.current === attempt) return
    started.current = attempt
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    const startView = store.router.view
    const connected = (): void => {
      // Something else took the modal meanwhile (SIWX asking to sign in): it stays there.
      if (!mounted.current || controller.current !== own || store.router.view !== startView) return
      if (store.modal.embedded) store.requestClose()
      else store.router.reset('Account')
    }
    // Another tab connected and this one followed: the attempt is given up (its pairing, whose
    // provider the follow replaced, would never answer) and the view ends as on its own success.
    const stopFollowing = store.events.on('connection:followed', () => {
      if (own.signal.aborted) return
      own.abort()
      connected()
    })
    own.signal.addEventListener('abort', stopFollowing)
    run(own.signal).then(
      () => {
        stopFollowing()
        if (!own.signal.aborted) connected()
      },
      (error: unknown) => {
        stopFollowing()
        if (own.signal.aborted || !mounted.current || controller.current !== own) return
        // A wallet whose adapter could not load says so in the user's words (the retry loads it again).
        setFailure(isAdapterUnavailable(error) ? t('connect.unavailable') : errorText(error))
        setState(isUserRejection(error) ? 'declined' : 'error')
      },
    )
  }, [attempt, store, t])

  const retry = (): void => {
    setFailure(undefined)
    setState('waiting')
    setAttempt((previous) => previous + 1)
  }
  return { state, failure, retry }
}
