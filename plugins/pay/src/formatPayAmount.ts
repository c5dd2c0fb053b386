/** A host's amount as the Pay views write it: every decimal it has, no grouping (`5`, `0.0001`). */
export function formatPayAmount(amount: number): string {
  return amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}
