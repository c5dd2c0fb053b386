import { makeAutoObservable } from 'mobx'
import type { AppKitOptions } from '../config/AppKitOptions.ts'
import type { Features } from '../config/Features.ts'

/** The decoded options and the merged feature flags. TODO(config helper): remote merge. */
export class ConfigStore {
  readonly options: AppKitOptions
  features: Features

  constructor(options: AppKitOptions, features: Features) {
    this.options = options
    this.features = features
    makeAutoObservable<ConfigStore>(this, { options: false }, { autoBind: true })
  }
}
