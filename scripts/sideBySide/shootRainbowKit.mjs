/**
 * Walks the RainbowKit page through what it has of the five views (`useConnectModal`,
 * `useAccountModal`): Connect; for All Wallets, which it has not, its "Get a Wallet" view; then
 * connects the injected Portico Test Wallet for Account. It has no Send or Swap view.
 */
export async function shootRainbowKit(page, { url, shot }) {
  await page.goto(url)
  await page.waitForFunction(() => window.sideBySide?.open)
  await page.evaluate(() => window.sideBySide.open('Connect'))
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Portico Test Wallet').first().waitFor()
  await shot('connect')
  const getWallet = dialog.getByRole('button', { name: /^Get( a Wallet)?$/ }).first()
  if (await getWallet.isVisible()) {
    await getWallet.click()
    await page.waitForTimeout(800)
    await shot('allWallets', 'RainbowKit has no All Wallets view; this is its "Get a Wallet" view')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.evaluate(() => window.sideBySide.open('Connect'))
  }
  await dialog.getByText('Portico Test Wallet').first().click()
  await page.waitForFunction(() => window.sideBySide.isConnected())
  await dialog.waitFor({ state: 'hidden' })
  await page.evaluate(() => window.sideBySide.open('Account'))
  await dialog.waitFor()
  await page.waitForTimeout(1000)
  await shot('account')
}
