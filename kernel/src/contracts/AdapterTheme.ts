import type { ThemeMode } from '../theme/ThemeMode.ts'

/** The host's theme as an adapter reads it: the mode and the variables, every value a string. */
export interface AdapterTheme {
  themeMode: ThemeMode
  themeVariables: Record<string, string>
}
