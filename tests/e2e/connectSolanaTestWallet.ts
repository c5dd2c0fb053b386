import type { Page } from 'playwright-core'

/** Connects the demo page through the Portico Solana Test Wallet, approving in its prompt. */
export async function connectSolanaTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Solana Test Wallet/ }).click()
  await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('solana-address').waitFor()
}
