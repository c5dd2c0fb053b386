import { useCallback, useEffect, useRef, useState } from 'react'
import type { Exchange } from '../Exchange.ts'
import { getAvailableExchanges } from '../getAvailableExchanges.ts'
import type { GetExchangesParams } from '../GetExchangesParams.ts'

/** Options of `useAvailableExchanges`: list at once (default true), and which exchanges. */
export type UseAvailableExchangesParameters = { shouldFetchOnInit?: boolean } & GetExchangesParams

/** What `useAvailableExchanges` returns (AppKit's): the exchanges, whether they are being read, why not, and `fetch` to read again. */
export interface UseAvailableExchangesReturn {
  data: Exchange[] | null
  isLoading: boolean
  error: Error | null
  fetch: (params?: GetExchangesParams) => Promise<void>
}

/** The exchanges a payment can be made from, in React (AppKit's `useAvailableExchanges`); a later `fetch` wins over an earlier one. */
export function useAvailableExchanges(options: UseAvailableExchangesParameters = {}): UseAvailableExchangesReturn {
  const { shouldFetchOnInit = true, ...initial } = options
  const [data, setData] = useState<Exchange[] | null>(null)
  const [isLoading, setLoading] = useState(shouldFetchOnInit)
  const [error, setError] = useState<Error | null>(null)
  const latest = useRef(0)
  const live = useRef(true)
  const initialParams = useRef(initial)
  /** Reads the exchanges; only the latest read's answer is kept. */
  const run = useCallback(async (params: GetExchangesParams) => {
    const version = ++latest.current
    try {
      const answer = await getAvailableExchanges(params)
      if (live.current && version === latest.current) {
        setData(answer.exchanges)
        setError(null)
      }
    } catch (failure) {
      if (live.current && version === latest.current) setError(failure instanceof Error ? failure : new Error(String(failure)))
    } finally {
      if (live.current && version === latest.current) setLoading(false)
    }
  }, [])
  const fetch = useCallback(
    async (params?: GetExchangesParams) => {
      setLoading(true)
      await run(params ?? initialParams.current)
    },
    [run],
  )
  useEffect(() => {
    live.current = true
    if (shouldFetchOnInit) void run(initialParams.current)
    return () => {
      live.current = false
    }
  }, [run, shouldFetchOnInit])
  return { data, isLoading, error, fetch }
}
