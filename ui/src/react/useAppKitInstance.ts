import { useContext } from 'react'
import type { AppKit } from '@portico/kernel/internal'
import { activeInstance } from '@portico/kernel/internal'
import { AppKitContext } from './AppKitContext.ts'
import { AppKitNotCreatedError } from '../errors.ts'

/** The instance from context, else the one `createAppKit` made; throws SPEC's text if none. */
export function useAppKitInstance(): AppKit {
  const fromContext = useContext(AppKitContext)
  const instance = fromContext ?? activeInstance.get()
  if (!instance) throw new AppKitNotCreatedError()
  return instance
}
