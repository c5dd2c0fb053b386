/** The opaque cursor of a page position (also of `/nfts`): its parts joined with `:`, base64url-encoded; `transactionPageQuery` reads it back. */
export function transactionCursor(parts: readonly string[]): string {
  return Buffer.from(parts.join(':'), 'utf8').toString('base64url')
}
