import { usePluginStore } from '@portico/ui'
import type { Siwx } from './Siwx.ts'

/** The SIWX configuration in use (AppKit's `useAppKitSIWX`); undefined when sign-in is off or the plugin is not set up yet. */
export function useAppKitSIWX(): Siwx | undefined {
  return usePluginStore('siwx', { optional: true })?.siwx
}
