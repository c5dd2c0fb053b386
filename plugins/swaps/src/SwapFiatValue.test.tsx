import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { swapTestKit } from './testing/swapTestKit.ts'
import type { SwapTestKit } from './testing/swapTestKit.ts'

let kit: SwapTestKit | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  kit = undefined
  localStorage.clear()
})

/** The text a field's description (aria-describedby) points at, white space collapsed: what a screen reader reads with it. */
function descriptionOf(field: HTMLElement): string | undefined {
  const id = field.getAttribute('aria-describedby')
  return id === null ? undefined : document.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim()
}

/** Opens the Swap view of a kit, chooses ETH → PTT (as the store lists them) and types 0.1 ETH, then waits for the amount received. */
async function quotedForm(current: SwapTestKit): Promise<HTMLElement> {
  await act(() => current.appKit.open({ view: 'Swap' }))
  const dialog = await screen.findByRole('dialog', { name: 'Swap' }, { timeout: 15_000 })
  // The view is loaded on its first open: its form comes after the dialog.
  const paid = await within(dialog).findByRole('textbox', { name: 'You pay' })
  const listed = current.store.tokenLists?.popular ?? []
  act(() => {
    current.store.selectToken('from', listed.find((token) => token.symbol === 'ETH')!)
    current.store.selectToken('to', listed.find((token) => token.symbol === 'PTT')!)
  })
  fireEvent.change(paid, { target: { value: '0.1' } })
  await expect.poll(() => within(dialog).getByRole('textbox', { name: 'You receive' }).getAttribute('value'), { timeout: 15_000 }).toBe('149.85')
  return dialog
}

describe('dollar values under the swap amounts (issue 34)', () => {
  it('shows each amount times its token price under it, read with the field, and in the review', async () => {
    kit = await swapTestKit()
    const dialog = await quotedForm(kit)
    // 0.1 ETH at $3,000 and 149.85 PTT at $2.
    const paid = within(dialog).getByRole('textbox', { name: 'You pay' })
    const received = within(dialog).getByRole('textbox', { name: 'You receive' })
    expect(within(dialog).getByText('$300.00')).toBeTruthy()
    expect(within(dialog).getByText('$299.70')).toBeTruthy()
    expect(descriptionOf(paid)).toMatch(/^Worth about \$300\.00 Balance: 1\.250 ETH$/)
    expect(descriptionOf(received)).toBe('Worth about $299.70')

    // Emptied, the amount paid is worth nothing shown (no "$0.00"); an invalid one neither.
    fireEvent.change(paid, { target: { value: '' } })
    expect(dialog.textContent).not.toMatch(/\$/)
    fireEvent.change(paid, { target: { value: '1.2.3' } })
    expect(dialog.textContent).not.toMatch(/\$/)
    expect(descriptionOf(paid)).toBe('Balance: 1.250 ETH')

    fireEvent.change(paid, { target: { value: '0.1' } })
    await expect.poll(() => received.getAttribute('value'), { timeout: 15_000 }).toBe('149.85')
    act(() => kit!.appKit.store.router.push('SwapPreview'))
    const review = await screen.findByRole('dialog', { name: 'Review Swap' }, { timeout: 15_000 })
    // The summary's amounts, each with its worth in the same <dd> (read as one).
    const sold = await within(review).findByText('0.1 ETH', undefined, { timeout: 10_000 })
    expect(sold.closest('dd')?.textContent).toBe('0.1 ETH Worth about $300.00')
    expect(within(review).getByText('149.85 PTT').closest('dd')?.textContent).toBe('149.85 PTT Worth about $299.70')
  }, 30_000)

  it('formats the dollar value in the user’s locale', async () => {
    kit = await swapTestKit()
    act(() => kit!.appKit.setLocale('de'))
    await act(() => kit!.appKit.open({ view: 'Swap' }))
    const listed = kit.store.tokenLists?.popular ?? []
    act(() => {
      kit!.store.selectToken('from', listed.find((token) => token.symbol === 'ETH')!)
      kit!.store.setFromAmount('1.5')
    })
    expect(await screen.findByText('4.500,00 $', undefined, { timeout: 15_000 })).toBeTruthy()
  }, 30_000)

  it('shows no dollar value where the token has no price', async () => {
    kit = await swapTestKit({ provider: { prices: false } })
    expect(kit.store.tokenLists?.popular.every((token) => token.price === undefined)).toBe(true)
    const dialog = await quotedForm(kit)
    expect(dialog.textContent).not.toMatch(/\$|Worth about/)
    expect(descriptionOf(within(dialog).getByRole('textbox', { name: 'You pay' }))).toBe('Balance: 1.250 ETH')
    expect(within(dialog).getByRole('textbox', { name: 'You receive' }).hasAttribute('aria-describedby')).toBe(false)
    act(() => kit!.appKit.store.router.push('SwapPreview'))
    const review = await screen.findByRole('dialog', { name: 'Review Swap' }, { timeout: 15_000 })
    expect(await within(review).findByText('0.1 ETH', undefined, { timeout: 10_000 })).toBeTruthy()
    expect(review.textContent).not.toMatch(/\$|Worth about/)
  }, 30_000)
})

