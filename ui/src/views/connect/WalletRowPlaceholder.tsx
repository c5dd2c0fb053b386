/** A wallet row's place kept while its wallet loads: a skeleton, hidden from screen readers. */
export function WalletRowPlaceholder() {
  return (
    <li aria-hidden="true" data-placeholder="">
      <div className="pc-list-item pc-skeleton">
        <span className="pc-list-item-icon" />
      </div>
    </li>
  )
}
