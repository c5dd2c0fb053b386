import { ActivityList } from './ActivityList.tsx'

/** The Transactions view (`open({ view: 'Transactions' })`): the active account's transactions on a screen of their own. */
export default function TransactionsView() {
  return (
    <div className="pc-screen pc-transactions">
      <ActivityList variant="view" />
    </div>
  )
}
