/** What the social login uses of the provider's popup window: whether it is closed, closing it, and sending it to the provider. */
export interface LoginPopup {
  readonly closed: boolean
  close(): void
  location: { href: string }
}
