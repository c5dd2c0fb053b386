import { Storage } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { embeddedStorage } from './embeddedStorage.ts'

/** A storage backend in memory. */
function memoryBackend() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) }
}

// One valid and one foreign value per key the embedded wallet keeps (SPEC §3).
const samples = {
  emailLoginUsed: [true, 'yes'],
  email: ['alice@example.test', 42],
  lastEmailLoginTime: [1_700_000_000_000, '1700000000000'],
  connectedSocialProvider: ['farcaster', 'myspace'],
  connectedSocialUsername: ['alice', null],
  lastUsedChainId: ['eip155:137', 137],
  smartAccountEnabledNetworks: ['1,137,8453', '1;137'],
  preferredAccountTypes: [{ eip155: 'smartAccount', bip122: 'payment' }, { eip155: 'contract' }],
} as const

describe('embeddedStorage (SPEC §3 keys of the e-mail and social login)', () => {
  it('declares exactly the e-mail, social and smart-account keys', () => {
    expect(Object.keys(embeddedStorage).sort()).toEqual(Object.keys(samples).sort())
  })

  it.each(Object.keys(samples) as (keyof typeof samples)[])('round-trips %s under its own key and ignores a foreign value', (name) => {
    const backend = memoryBackend()
    const storage = new Storage(backend)
    const slot = embeddedStorage[name] as (typeof embeddedStorage)['email']
    const [valid, foreign] = samples[name] as readonly [never, unknown]
    storage.write(slot, valid)
    expect(storage.read(slot)).toEqual(valid)
    expect(backend.getItem(`@portico/${name}`)).toBe(JSON.stringify(valid))
    backend.setItem(`@portico/${name}`, JSON.stringify(foreign))
    expect(storage.read(slot)).toBeUndefined()
    storage.erase(slot)
    expect(backend.getItem(`@portico/${name}`)).toBeNull()
  })

  it('reads an empty smart-account network list', () => {
    const storage = new Storage(memoryBackend())
    storage.write(embeddedStorage.smartAccountEnabledNetworks, '')
    expect(storage.read(embeddedStorage.smartAccountEnabledNetworks)).toBe('')
  })
})
