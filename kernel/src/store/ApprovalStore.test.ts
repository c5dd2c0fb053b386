import { describe, expect, it } from 'vitest'
import { ApprovalStore } from './ApprovalStore.ts'

const request = (method: string, signal?: AbortSignal) => ({ namespace: 'eip155' as const, method, params: [], ...(signal ? { signal } : {}) })

describe('ApprovalStore', () => {
  it('answers requests one at a time, oldest first: approve resolves, reject fails with 4001', async () => {
    const store = new ApprovalStore()
    const first = store.request(request('personal_sign'))
    const second = store.request(request('eth_sendTransaction'))
    expect(store.current?.request.method).toBe('personal_sign')
    store.approve()
    await expect(first).resolves.toBeUndefined()
    expect(store.current?.request.method).toBe('eth_sendTransaction')
    store.reject()
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(store.current).toBeUndefined()
  })

  it('a withdrawn request leaves the queue and rejects; an already aborted one never enters it', async () => {
    const store = new ApprovalStore()
    const controller = new AbortController()
    const withdrawn = store.request(request('personal_sign', controller.signal))
    const kept = store.request(request('eth_signTypedData_v4'))
    controller.abort()
    await expect(withdrawn).rejects.toMatchObject({ code: 4001 })
    expect(store.queue.map((entry) => entry.request.method)).toEqual(['eth_signTypedData_v4'])
    await expect(store.request(request('eth_sendTransaction', AbortSignal.abort()))).rejects.toMatchObject({ code: 4001 })
    expect(store.queue).toHaveLength(1)
    store.rejectAll()
    await expect(kept).rejects.toMatchObject({ code: 4001 })
    expect(store.queue).toHaveLength(0)
  })
})
