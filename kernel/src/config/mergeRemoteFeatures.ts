import type { Features } from './Features.ts'
import type { HostOptions } from './HostOptions.ts'
import type { RemoteFeatureFlags } from './remoteFeatureFlags.ts'
import { remoteFeatureKeys } from './remoteFeatureKeys.ts'
import type { RemoteFeatureKey } from './remoteFeatureKeys.ts'

/**
 * Merges the remote flags over the current ones (SPEC §1): the flags to set (ConfigStore's
 * `setRemoteFeatures`), and the keys the host had set locally that the remote flags overrode.
 * Only the remote configuration's loading uses it, so it loads with the kernel's deferred half.
 */
export function mergeRemoteFeatures(
  current: { features: Features; options: Pick<HostOptions, 'features'> },
  remote: RemoteFeatureFlags,
): { features: Features; overridden: RemoteFeatureKey[] } {
  const features: Features = { ...current.features }
  const overridden: RemoteFeatureKey[] = []
  const local = current.options.features
  for (const key of remoteFeatureKeys) {
    const value = remote[key]
    if (value === undefined) continue
    Object.assign(features, { [key]: Array.isArray(value) ? [...value] : value })
    // AppKit's `history` is the host's `activity` flag.
    if ((local?.[key] ?? (key === 'activity' ? local?.history : undefined)) !== undefined) overridden.push(key)
  }
  return { features, overridden }
}
