import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SecureFrame } from '../harness/secureFrame/SecureFrame.ts'

/**
 * Logs in from the demo's Connect button with an e-mail address and the one-time code the
 * reference frame's dev mailbox received for it; resolves once the demo says connected and the
 * modal shows Account.
 */
export async function logInWithEmail(page: Page, frame: SecureFrame, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const field = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  await field.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await confirm.getByText(`Enter the code we sent to ${email}`).waitFor()
  await expect.poll(() => frame.mailbox.latestCode(email), { timeout: 15_000 }).toMatch(/^\d{6}$/)
  await confirm.getByRole('textbox', { name: 'Code' }).fill(frame.mailbox.latestCode(email) ?? '')
  await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
  await page.getByRole('dialog', { name: 'Account' }).waitFor()
}
