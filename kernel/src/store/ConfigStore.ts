import { makeAutoObservable, observableRef } from 'mobx'
import type { HostOptions } from '../config/HostOptions.ts'
import type { Features } from '../config/Features.ts'
import type { RemoteFeatureFlags } from '../config/remoteFeatureFlags.ts'
import { remoteFeatureKeys } from '../config/remoteFeatureKeys.ts'
import type { RemoteFeatureKey } from '../config/remoteFeatureKeys.ts'

/** Where the remote project configuration stands. */
export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** The decoded options, the merged feature flags and the state of the remote configuration. */
export class ConfigStore {
  readonly options: HostOptions
  features: Features
  remoteStatus: RemoteStatus = 'idle'

  constructor(options: HostOptions, features: Features) {
    this.options = options
    this.features = features
    // Both are replaced, never mutated; a deep observable would wrap the host's adapters and plugins.
    makeAutoObservable<ConfigStore>(this, { options: observableRef, features: observableRef }, { autoBind: true })
  }

  /** The project id, or undefined when it is missing or blank. */
  get projectId(): string | undefined {
    const projectId = this.options.projectId?.trim()
    return projectId ? projectId : undefined
  }

  /** Whether a feature is on: a true flag, or a non-empty socials list; unknown keys are off. */
  isEnabled(feature: string): boolean {
    const value: unknown = (this.features as Record<string, unknown>)[feature]
    return value === true || (Array.isArray(value) && value.length > 0)
  }

  /** Marks where loading the remote configuration stands. */
  setRemoteStatus(status: RemoteStatus): void {
    this.remoteStatus = status
  }

  /**
   * Merges the remote flags over the local ones (SPEC §1) and marks the remote configuration
   * loaded; returns the keys the host had set locally that the remote flags overrode.
   */
  applyRemoteFeatures(remote: RemoteFeatureFlags): RemoteFeatureKey[] {
    const next: Features = { ...this.features }
    const overridden: RemoteFeatureKey[] = []
    for (const key of remoteFeatureKeys) {
      const value = remote[key]
      if (value === undefined) continue
      Object.assign(next, { [key]: Array.isArray(value) ? [...value] : value })
      // AppKit's `history` is the host's `activity` flag.
      const local = this.options.features?.[key] ?? (key === 'activity' ? this.options.features?.history : undefined)
      if (local !== undefined) overridden.push(key)
    }
    this.features = next
    this.remoteStatus = 'loaded'
    return overridden
  }
}
