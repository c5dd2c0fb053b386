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
  // On desktops its WalletConnect row (QR code) comes later, at times only on opening again
  // (its relay is out of reach); phones have none.
  const walletConnect = page.getByText('WalletConnect', { exact: true }).first()
  if (!(await walletConnect.waitFor({ timeout: 10_000 }).then(() => true, () => false)) && !(await page.evaluate(() => matchMedia('(pointer: coarse)').matches))) {
    await page.evaluate(() => window.sideBySide.close())
    await open('Connect')
    await walletConnect.waitFor({ timeout: 10_000 }).catch(() => undefined)
  }
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
