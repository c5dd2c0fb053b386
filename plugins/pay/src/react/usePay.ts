import { currentAppKit } from '@portico/kernel/extend'
import { compareStructural, reaction } from 'mobx'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { openPay } from '../openPay.ts'
import type { PaymentOptions } from '../PaymentOptions.ts'
import type { PayStore } from '../PayStore.ts'
import { payStoreOf } from '../payStoreOf.ts'

/** Options of `usePay`: called when a payment is confirmed, or does not go through. */
export interface UsePayParameters {
  onSuccess?: (data: string) => void
  onError?: (error: string) => void
}

/** What `usePay` returns (AppKit's): `open` for a payment, and where the last one stands. */
export interface UsePayReturn {
  open: (options: PaymentOptions) => Promise<void>
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  error: string | null
  /** The confirmed payment's transaction hash. */
  data: string | null
}

type PayView = Omit<UsePayReturn, 'open'>

function viewOf(store: PayStore | undefined): PayView {
  const error = store?.phase === 'failed' || store?.phase === 'declined' ? (store.error ?? null) : null
  return { isPending: store?.isPaymentInProgress ?? false, isSuccess: store?.phase === 'success', isError: error !== null, error, data: store?.result ?? null }
}

/** The last view read of each store, so an unchanged one reads as the same object. */
const lastViews = new WeakMap<PayStore, PayView>()

function snapshotOf(store: PayStore | undefined): PayView {
  const next = viewOf(store)
  if (!store) return idle
  const last = lastViews.get(store)
  if (last && compareStructural(last, next)) return last
  lastViews.set(store, next)
  return next
}

const idle = viewOf(undefined)

/**
 * The payment of the instance `createAppKit` made last, in React (AppKit's `usePay`): `open` shows
 * Pay for a payment; `onSuccess` gets the transaction's hash once it is confirmed on chain,
 * `onError` why it did not go through.
 */
export function usePay(parameters: UsePayParameters = {}): UsePayReturn {
  const [store, setStore] = useState<PayStore | undefined>(() => currentAppKit()?.store.plugins.get('pay'))
  const callbacks = useRef(parameters)
  useEffect(() => {
    callbacks.current = parameters
  })
  useEffect(() => {
    if (store) return undefined
    let live = true
    payStoreOf().then(
      ({ store: found }) => {
        if (live) setStore(found)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [store])
  const subscribe = useCallback((notify: () => void) => (store ? reaction(() => viewOf(store), notify, { equals: compareStructural }) : () => undefined), [store])
  const view = useSyncExternalStore(subscribe, () => snapshotOf(store), () => idle)
  useEffect(() => {
    if (!store) return undefined
    return reaction(
      () => viewOf(store),
      (next) => {
        if (next.isSuccess && next.data) callbacks.current.onSuccess?.(next.data)
        if (next.error) callbacks.current.onError?.(next.error)
      },
      { equals: compareStructural },
    )
  }, [store])
  const open = useCallback((options: PaymentOptions) => openPay(options), [])
  return { ...view, open }
}
