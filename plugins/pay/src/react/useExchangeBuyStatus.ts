import { useCallback, useEffect, useRef, useState } from 'react'
import type { ExchangeBuyStatus } from '../ExchangeBuyStatus.ts'
import { getExchangeBuyStatus } from '../getExchangeBuyStatus.ts'

/** How often the status is read by default, and at least (ms). */
const defaultPollingInterval = 5000
const minimumPollingInterval = 3000

/** Options of `useExchangeBuyStatus` (AppKit's): the session to follow, how often, whether at all, and what to call once it ends. */
export interface UseExchangeBuyStatusParameters {
  exchangeId: string
  sessionId: string
  /** ms between reads; default 5000, at least 3000. */
  pollingInterval?: number
  /** Default true. */
  isEnabled?: boolean
  /** Called once the exchange sent the payment (`SUCCESS`), with its hash when it gave one. */
  onSuccess?: (txHash?: string) => void
  onError?: (error: Error | string) => void
}

/** What `useExchangeBuyStatus` returns (AppKit's): the last status, whether it is being read, why a read failed, and `refetch`. */
export interface UseExchangeBuyStatusReturn {
  data: ExchangeBuyStatus | null
  isLoading: boolean
  error: Error | null
  refetch: () => Promise<void>
}

/**
 * Follows a payment opened at an exchange, in React (AppKit's `useExchangeBuyStatus`): reads its
 * status every `pollingInterval` until it is `SUCCESS` (the exchange sent it: confirm its `txHash`
 * on chain before calling it paid) or `FAILED`, then calls `onSuccess` or `onError` once.
 */
export function useExchangeBuyStatus(parameters: UseExchangeBuyStatusParameters): UseExchangeBuyStatusReturn {
  const { exchangeId, sessionId, isEnabled = true } = parameters
  const interval = Math.max(parameters.pollingInterval ?? defaultPollingInterval, minimumPollingInterval)
  const [data, setData] = useState<ExchangeBuyStatus | null>(null)
  const [isLoading, setLoading] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const callbacks = useRef(parameters)
  useEffect(() => {
    callbacks.current = parameters
  })
  const ended = useRef(false)
  const read = useCallback(async (): Promise<ExchangeBuyStatus | undefined> => {
    setLoading(true)
    try {
      const status = await getExchangeBuyStatus({ exchangeId, sessionId })
      setData(status)
      setError(null)
      if (!ended.current && (status.status === 'SUCCESS' || status.status === 'FAILED')) {
        ended.current = true
        if (status.status === 'SUCCESS') callbacks.current.onSuccess?.(status.txHash)
        else callbacks.current.onError?.(status.failureReason ?? 'The payment from the exchange failed')
      }
      return status
    } catch (failure) {
      const reason = failure instanceof Error ? failure : new Error(String(failure))
      setError(reason)
      callbacks.current.onError?.(reason)
      return undefined
    } finally {
      setLoading(false)
    }
  }, [exchangeId, sessionId])
  useEffect(() => {
    ended.current = false
    if (!isEnabled || !exchangeId || !sessionId) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    const turn = async () => {
      const status = await read()
      if (live && status?.status !== 'SUCCESS' && status?.status !== 'FAILED') timer = setTimeout(() => void turn(), interval)
    }
    void turn()
    return () => {
      live = false
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [read, interval, isEnabled, exchangeId, sessionId])
  const refetch = useCallback(async () => void (await read()), [read])
  return { data, isLoading, error, refetch }
}
