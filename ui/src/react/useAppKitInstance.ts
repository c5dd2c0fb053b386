import { useContext } from 'react'
import type { AppKit } from '@portico/kernel/internal'
import { activeInstance } from '@portico/kernel/internal'
import { BaseError } from '@portico/kernel/internal'
import { AppKitContext } from './AppKitContext.ts'

/** The instance from context, else the one `createAppKit` made; throws SPEC's text if none. */
export function useAppKitInstance(): AppKit {
  const fromContext = useContext(AppKitContext)
  const instance = fromContext ?? activeInstance.get()
  if (!instance) throw new BaseError('Please call "createAppKit" before using "useAppKit" hook', { code: 'NOT_CREATED' })
  return instance
}
