/**
 * Walks the Reown AppKit page through the five views with its public `open({ view })`: Connect
 * and All Wallets disconnected, then connects the injected Portico Test Wallet from the Connect
 * list for Account, Send (`WalletSend`) and Swap.
 */
export async function shootAppKit(page, { url, shot }) {
  await page.goto(url)
  await page.waitForFunction(() => window.sideBySide)
  const open = (view) => page.evaluate((name) => window.sideBySide.open(name), view)
  await open('Connect')
  await page.getByText('Portico Test Wallet').first().waitFor()
  await shot('connect')
  await open('AllWallets')
  await page.waitForTimeout(1500)
  await shot('allWallets')
  await open('Connect')
  await page.getByText('Portico Test Wallet').first().click()
  await page.waitForFunction(() => window.sideBySide.isConnected())
  await page.evaluate(() => window.sideBySide.close())
  await open('Account')
  await page.waitForTimeout(1500)
  await shot('account')
  await open('WalletSend')
  await page.waitForTimeout(1500)
  await shot('send')
  await open('Swap')
  await page.waitForTimeout(1500)
  await shot('swap')
}
