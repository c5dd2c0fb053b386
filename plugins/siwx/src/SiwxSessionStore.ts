import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { isSameAccount } from './isSameAccount.ts'
import { signedMessageData } from './signedMessageData.ts'
import { SiwxSession } from './SiwxSession.ts'
import type { SiwxStorage } from './SiwxStorage.ts'

const StoredList = t.array(t.unknown)

/**
 * Sessions kept in a storage under one key as JSON, one per account and network. On read each
 * entry is decoded on its own (a corrupt one is skipped), and a session whose signed message
 * has expired, or does not match its data, is dropped. A blocked or full storage is ignored.
 */
export class SiwxSessionStore {
  private readonly storage: SiwxStorage
  private readonly key: string

  constructor(storage: SiwxStorage, key = '@portico/siwx-sessions') {
    this.storage = storage
    this.key = key
  }

  /** Every stored session that decodes and has not expired. */
  all(): SiwxSession[] {
    let raw: string | null
    try {
      raw = this.storage.getItem(this.key)
    } catch {
      return []
    }
    if (raw === null) return []
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return []
    }
    const list = decode(StoredList, parsed)
    if (!list.ok) return []
    const now = Date.now()
    const sessions: SiwxSession[] = []
    for (const entry of list.value) {
      const session = decode(SiwxSession, entry)
      if (!session.ok) continue
      const signed = signedMessageData(session.value)
      if (!signed) continue
      if (signed.expirationTime !== undefined && Date.parse(signed.expirationTime) <= now) continue
      sessions.push(session.value)
    }
    return sessions
  }

  /** The sessions of an account on a network (CAIP-2 id). */
  get(chainId: string, address: string): SiwxSession[] {
    return this.all().filter((session) => isSameSlot(session, chainId, address))
  }

  /** Stores a session in place of the account's earlier one on that network. */
  add(session: SiwxSession): void {
    const others = this.all().filter((stored) => !isSameSlot(stored, session.data.chainId, session.data.accountAddress))
    this.write([...others, session])
  }

  /** Replaces every stored session. */
  replaceAll(sessions: readonly SiwxSession[]): void {
    this.write(sessions)
  }

  /** Removes the sessions of an account on a network. */
  remove(chainId: string, address: string): void {
    this.write(this.all().filter((session) => !isSameSlot(session, chainId, address)))
  }

  private write(sessions: readonly SiwxSession[]): void {
    try {
      if (sessions.length === 0) this.storage.removeItem(this.key)
      else this.storage.setItem(this.key, JSON.stringify(sessions.map((session) => SiwxSession.encode(session))))
    } catch {
      // A full or blocked storage loses the sessions; the user is asked to sign again.
    }
  }
}

function isSameSlot(session: SiwxSession, chainId: string, address: string): boolean {
  return session.data.chainId === chainId && isSameAccount(chainId, session.data.accountAddress, address)
}
