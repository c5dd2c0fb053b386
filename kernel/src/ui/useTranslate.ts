import type { Translate } from '../i18n/I18nStore.ts'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'

/** The kernel's `t(key, values)` for the instance; inside an `observer` component it follows locale changes. */
export function useTranslate(): Translate {
  return useAppKitInstance().store.i18n.t
}
