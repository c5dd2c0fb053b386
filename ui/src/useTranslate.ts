import { useAppKitInstance } from './react/useAppKitInstance.ts'
import type { Translate } from '@portico/kernel/internal'

/** The kernel's `t(key, values)` for the instance; inside an `observer` component it follows locale changes. */
export function useTranslate(): Translate {
  return useAppKitInstance().store.i18n.t
}
