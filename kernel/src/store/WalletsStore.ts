import { makeAutoObservable } from 'mobx'
import type { Wallet } from '../model/Wallet.ts'
import type { Storage } from '../services/Storage.ts'

/**
 * The wallet registry as the modal shows it. TODO(stores helper): pages of 40, search of 100,
 * recent 2, installed, excluded, featured, recommended 4, tests.
 */
export class WalletsStore {
  recent: Wallet[] = []
  private readonly storage: Storage

  constructor(storage: Storage) {
    this.storage = storage
    makeAutoObservable<WalletsStore, 'storage'>(this, { storage: false }, { autoBind: true })
  }
}
