/**
 * Walks Portico's demo through the five views, calling `shot(view)` on each: Connect and All
 * Wallets disconnected, then connects the demo's Portico Test Wallet (approving its prompt) for
 * Account, Send and Swap (0.1 ETH to PTT typed, so the amounts and their dollar values show).
 * Then it disconnects and logs in by e-mail (`email`, the code the secure frame mailed, read from
 * the harness's `mailbox`, a new user's recovery password) for the e-mail account's Account view.
 */
export async function shootPortico(page, { url, theme, shot, email, mailbox }) {
  await page.goto(url)
  const themeButton = page.getByRole('button', { name: /^Theme: / })
  while ((await themeButton.textContent()) !== `Theme: ${theme}`) await themeButton.click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
  // E-mail and social login come with the secure frame's adapter, after the wallets.
  await connect.getByRole('button', { name: /Google/ }).waitFor()
  await shot('connect')
  await connect.getByRole('button', { name: /^All Wallets/ }).click()
  const allWallets = page.getByRole('dialog', { name: 'All Wallets' })
  await allWallets.getByRole('list', { name: 'Wallets' }).getByRole('button').nth(11).waitFor()
  await shot('allWallets')
  await allWallets.getByRole('button', { name: 'Back', exact: true }).click()
  await connect.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
  if (await page.getByRole('dialog').first().isVisible()) {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' })
  }
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByText(/\d ETH/).first().waitFor()
  await shot('account')
  await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('textbox', { name: 'Amount' }).waitFor()
  await shot('send')
  await send.getByRole('button', { name: 'Back', exact: true }).click()
  await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('button', { name: /^Token to receive/ }).click()
  await page.getByRole('dialog', { name: 'Select Token' }).getByRole('list', { name: 'Popular tokens' }).getByRole('button', { name: /Portico Test Token/ }).click()
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
  const receive = swap.getByRole('textbox', { name: 'You receive' })
  for (let attempt = 0; attempt < 80 && !(await receive.inputValue()); attempt += 1) await page.waitForTimeout(250)
  await shot('swap')

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
  if (await page.getByRole('dialog').first().isVisible()) await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const field = connect.getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  await field.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await confirm.getByText(`Enter the code we sent to ${email}`).waitFor()
  for (let attempt = 0; attempt < 60 && !mailbox.latestCode(email); attempt += 1) await page.waitForTimeout(250)
  await confirm.getByRole('textbox', { name: 'Code' }).fill(mailbox.latestCode(email) ?? '')
  const connected = page.getByTestId('status').filter({ hasText: /^connected$/ })
  const frame = page.frameLocator('iframe[data-portico-secure-frame]')
  const next = await Promise.race([connected.waitFor().then(() => 'connected'), frame.getByRole('heading', { name: 'Create a password' }).waitFor().then(() => 'password')])
  if (next === 'password') {
    const password = frame.getByLabel('Password', { exact: true })
    await password.fill('correct horse battery staple')
    await password.press('Enter')
    await connected.waitFor()
  }
  await account.waitFor()
  await account.getByText(/\d ETH/).first().waitFor()
  await shot('emailAccount')
}
