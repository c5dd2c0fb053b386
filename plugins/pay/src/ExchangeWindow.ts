/** A window the exchange's page is shown in: a popup opened on the click, pointed at the page once its URL is known. */
export interface ExchangeWindow {
  location: { href: string }
  closed?: boolean
  close?: () => void
}
