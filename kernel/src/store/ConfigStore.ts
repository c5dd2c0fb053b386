import { makeAutoObservable, observableRef } from 'mobx'
import type { HostOptions } from '../config/HostOptions.ts'
import type { Features } from '../config/Features.ts'

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

  /** Sets the flags merged with the remote configuration's (`mergeRemoteFeatures`, SPEC §1) and marks it loaded. */
  setRemoteFeatures(features: Features): void {
    this.features = features
    this.remoteStatus = 'loaded'
  }
}
