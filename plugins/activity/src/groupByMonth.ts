import type { Transaction } from './Transaction.ts'

/** The transactions of one calendar month, in local time. */
export interface TransactionGroup {
  /** `YYYY-MM`, unique among the groups. */
  key: string
  year: number
  /** 0 for January. */
  month: number
  transactions: Transaction[]
}

/** Groups transactions by year and month of their block time, newest month first, newest first within one (SPEC §3). */
export function groupByMonth(transactions: readonly Transaction[]): TransactionGroup[] {
  const sorted = [...transactions].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const groups = new Map<string, TransactionGroup>()
  for (const transaction of sorted) {
    const time = new Date(transaction.metadata.minedAt)
    const year = time.getFullYear()
    const month = time.getMonth()
    const key = `${year}-${String(month + 1).padStart(2, '0')}`
    const group = groups.get(key) ?? { key, year, month, transactions: [] }
    group.transactions.push(transaction)
    groups.set(key, group)
  }
  return [...groups.values()]
}
