import { useCallback } from 'react'
import { getPayUrl } from '../getPayUrl.ts'
import { openPayUrl } from '../openPayUrl.ts'
import type { PayUrlParams } from '../PayUrlParams.ts'
import type { PayUrlResponse } from '../PayUrlResponse.ts'

/** What `usePayUrlActions` returns (AppKit's): open a payment at an exchange and get its page, or open the page too. */
export interface UsePayUrlActionsReturn {
  getUrl: (exchangeId: string, params: PayUrlParams) => Promise<PayUrlResponse>
  openUrl: (exchangeId: string, params: PayUrlParams, openInNewTab?: boolean) => Promise<PayUrlResponse>
}

/** Opens payments at exchanges, in React (AppKit's `usePayUrlActions`): `getUrl` is `getPayUrl`, `openUrl` is `openPayUrl`. */
export function usePayUrlActions(): UsePayUrlActionsReturn {
  const getUrl = useCallback((exchangeId: string, params: PayUrlParams) => getPayUrl(exchangeId, params), [])
  const openUrl = useCallback((exchangeId: string, params: PayUrlParams, openInNewTab?: boolean) => openPayUrl(exchangeId, params, openInNewTab), [])
  return { getUrl, openUrl }
}
