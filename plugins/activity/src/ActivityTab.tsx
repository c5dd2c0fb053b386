import { ActivityList } from './ActivityList.tsx'

/** The Account view's Activity tab: the active account's transactions. */
export default function ActivityTab() {
  return <ActivityList variant="tab" />
}
