import { makeAutoObservable, observableRef } from 'mobx'
import type { ApprovalRequest } from '../contracts/ApprovalRequest.ts'
import { ProviderError } from '../errors.ts'
import { userRejected } from '../errors/userRejected.ts'

/** One request waiting for the user's answer. */
export interface PendingApproval {
  readonly id: number
  readonly request: ApprovalRequest
  readonly settle: (approved: boolean) => void
}

function rejected(): ProviderError {
  return new ProviderError(userRejected.message, { code: userRejected.code })
}

/**
 * The unsafe requests waiting for the user's approval, answered one at a time in the
 * ApproveTransaction view (SPEC §2, §6). A request resolves when approved and rejects with a
 * ProviderError 4001 when rejected, withdrawn, or when the modal closes with it pending.
 */
export class ApprovalStore {
  queue: readonly PendingApproval[] = []
  private nextId = 1

  constructor() {
    // Entries hold callbacks and the adapter's params: kept as given, never made deeply observable.
    makeAutoObservable<ApprovalStore, 'nextId'>(this, { queue: observableRef, nextId: false }, { autoBind: true })
  }

  /** The request the view shows now, the oldest waiting. */
  get current(): PendingApproval | undefined {
    return this.queue[0]
  }

  /** Queues a request for approval; resolves once approved. */
  request(request: ApprovalRequest): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (request.signal?.aborted) return reject(rejected())
      const id = this.nextId++
      const onAbort = () => this.answer(id, false)
      request.signal?.addEventListener('abort', onAbort, { once: true })
      const settle = (approved: boolean) => {
        request.signal?.removeEventListener('abort', onAbort)
        if (approved) resolve()
        else reject(rejected())
      }
      this.queue = [...this.queue, { id, request, settle }]
    })
  }

  /** Approves the current request. */
  approve(): void {
    if (this.current) this.answer(this.current.id, true)
  }

  /** Rejects the current request. */
  reject(): void {
    if (this.current) this.answer(this.current.id, false)
  }

  /** Rejects every waiting request (the modal closed). */
  rejectAll(): void {
    const waiting = this.queue
    this.queue = []
    for (const entry of waiting) entry.settle(false)
  }

  private answer(id: number, approved: boolean): void {
    const entry = this.queue.find((candidate) => candidate.id === id)
    if (!entry) return
    this.queue = this.queue.filter((candidate) => candidate.id !== id)
    entry.settle(approved)
  }
}
