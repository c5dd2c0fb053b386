import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'

/** The recovery password the browser tests give new e-mail users. */
export const recoveryPassword = 'correct horse battery staple'

/**
 * Types the one-time code the harness's mailbox caught for `email` into the modal's Confirm
 * Email view, once the view asks for it; `messageCount` is how many codes the address has had by then.
 */
export async function enterMailedCode(page: Page, frame: HarnessServiceFrame, email: string, messageCount = 1): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await confirm.getByText(`Enter the code we sent to ${email}`).waitFor()
  await expect.poll(() => frame.mailbox.messagesTo(email).filter((mail) => /\b\d{6}\b/.test(mail.text)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(messageCount)
  await confirm.getByRole('textbox', { name: 'Code' }).fill(frame.mailbox.latestCode(email) ?? '')
}

/**
 * After the code: a new user's wallet is made in the secure frame, which asks for a recovery
 * password over the page (typed here); a known user on a known device goes straight on.
 * Resolves once the page says connected.
 */
export async function completeFrameLogin(page: Page, password = recoveryPassword): Promise<void> {
  const connected = page.getByTestId('status').filter({ hasText: /^connected$/ })
  const create = page.frameLocator('iframe[data-portico-secure-frame]').getByRole('heading', { name: 'Create a password' })
  const next = await Promise.race([connected.waitFor().then(() => 'connected' as const), create.waitFor().then(() => 'password' as const)])
  if (next === 'password') {
    const field = page.frameLocator('iframe[data-portico-secure-frame]').getByLabel('Password', { exact: true })
    await field.fill(password)
    await field.press('Enter')
    await connected.waitFor()
  }
}

/** A frame whose mailbox the tests read codes from: the service's secure frame, its mail caught by the harness's mailbox. */
export interface FrameWithMailbox {
  mailbox: { latestCode(email: string): string | undefined }
}

/**
 * Logs in from the demo's Connect button with an e-mail address (use one per test: SPEC §5's 30 s
 * rule) and the one-time code the frame mailed for it, typing a new user's recovery password when
 * the frame asks for one; resolves once the demo says connected and the modal shows Account.
 */
export async function logInWithEmail(page: Page, frame: FrameWithMailbox, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const field = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  await field.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await confirm.getByText(`Enter the code we sent to ${email}`).waitFor()
  await expect.poll(() => frame.mailbox.latestCode(email), { timeout: 15_000 }).toMatch(/^\d{6}$/)
  await confirm.getByRole('textbox', { name: 'Code' }).fill(frame.mailbox.latestCode(email) ?? '')
  await completeFrameLogin(page)
  await page.getByRole('dialog', { name: 'Account' }).waitFor()
}
