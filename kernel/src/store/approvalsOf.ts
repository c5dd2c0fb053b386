import { runInAction } from 'mobx'
import { ApprovalStore } from './ApprovalStore.ts'

/** Where the approvals store lives: the stores, whose `approvals` is observable. */
interface ApprovalsHolder {
  approvals: ApprovalStore | undefined
}

/**
 * The approvals store of `root`, created on first use: no request waits before a loaded adapter
 * (the embedded wallet) asks for one, so the store's code loads with that adapter's context and
 * the approval watcher, not with the page.
 */
export function approvalsOf(root: ApprovalsHolder): ApprovalStore {
  const existing = root.approvals
  if (existing) return existing
  const created = new ApprovalStore()
  runInAction(() => (root.approvals = created))
  return created
}
