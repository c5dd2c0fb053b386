import { observableRef, makeObservable, reaction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { ApprovalStore } from './ApprovalStore.ts'
import { approvalsOf } from './approvalsOf.ts'

const sign = { namespace: 'eip155' as const, method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'] }

/** A holder as Stores declares it: `approvals` observable by reference, undefined at first. */
function holder(): { approvals: ApprovalStore | undefined } {
  const root = { approvals: undefined as ApprovalStore | undefined }
  return makeObservable(root, { approvals: observableRef })
}

describe('approvalsOf: the approvals store, created with the first request', () => {
  it('is none before the first use, then one store for every later use', () => {
    const root = holder()
    expect(root.approvals).toBeUndefined()
    const first = approvalsOf(root)
    expect(root.approvals).toBe(first)
    expect(approvalsOf(root)).toBe(first)
  })

  it('a watcher of the holder sees the first request arrive (as watchApprovalRequests does)', async () => {
    const root = holder()
    const seen: boolean[] = []
    const stop = reaction(() => root.approvals?.current !== undefined, (waiting) => seen.push(waiting))
    const approved = approvalsOf(root).request(sign)
    expect(seen).toEqual([true])
    approvalsOf(root).approve()
    await expect(approved).resolves.toBeUndefined()
    expect(seen).toEqual([true, false])
    stop()
  })
})
