import type { Page } from 'playwright-core'

/** Connects the demo page through the announced Portico Test Wallet, approving in its prompt, and waits for "connected". */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
}
