import { afterEach, describe, expect, it, vi } from 'vitest'
import { EventBus } from '../services/EventBus.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { RootStore } from '../RootStore.ts'
import { checkProjectId } from './checkProjectId.ts'
import { decodeOptions } from '../config/decodeOptions.ts'

const mainnet = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }

function rootWith(extra: Record<string, unknown>): RootStore {
  const { options, features } = decodeOptions({ networks: [mainnet], ...extra })
  return new RootStore({ options, features, storage: new Storage(memoryStorageBackend()), events: new EventBus<PorticoEvents>() })
}

describe('checkProjectId (SPEC §1, §5: project id required)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('raises "Project ID Not Configured" without a project id, with how to set it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const root = rootWith({})
    expect(checkProjectId(root)).toBe(false)
    expect(root.alerts.alerts).toHaveLength(1)
    const [alert] = root.alerts.alerts
    expect(alert).toMatchObject({ id: 'project-id-missing', title: 'alert.projectIdMissing.title', message: 'alert.projectIdMissing.message', variant: 'error' })
    expect(root.i18n.t(alert?.title ?? '')).toBe('Project ID Not Configured')
    expect(root.i18n.t(alert?.message ?? '')).toContain('projectId')
    expect(error).toHaveBeenCalledOnce()
  })

  it('treats a blank project id as missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const root = rootWith({ projectId: '  ' })
    expect(checkProjectId(root)).toBe(false)
    expect(root.alerts.alerts[0]?.title).toBe('alert.projectIdMissing.title')
  })

  it('raises nothing when a project id is set', () => {
    const root = rootWith({ projectId: 'portico-demo' })
    expect(checkProjectId(root)).toBe(true)
    expect(root.alerts.alerts).toEqual([])
  })
})
