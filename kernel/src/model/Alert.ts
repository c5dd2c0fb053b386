import type { MessageValues } from './MessageValues.ts'
import type { AlertVariant } from './AlertVariant.ts'

/**
 * One alert shown in the modal's alert bar (SPEC §8). `title` and `message` are message keys, or
 * English texts the catalogue holds under themselves (SPEC's texts adapters raise); the alert bar
 * translates them with `values` each time it draws, so an alert raised before the locale's
 * catalogue arrived, or before a `setLocale`, still shows in the current language.
 */
export interface Alert {
  /** Stable id: showing an alert with an id already shown replaces it. */
  id: string
  title: string
  message: string
  /** What fills the title's and the message's `{name}` placeholders. */
  values?: MessageValues
  variant: AlertVariant
}
