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

const ethIcon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="10" fill="#627eea"/></svg>')}`

/** Opens the Swap view of a kit with ETH → PTT chosen as the store lists them, and returns its two token buttons. */
async function tokenButtons(current: SwapTestKit): Promise<{ paid: HTMLElement; received: HTMLElement }> {
  await act(() => current.appKit.open({ view: 'Swap' }))
  const dialog = await screen.findByRole('dialog', { name: 'Swap' }, { timeout: 15_000 })
  const listed = current.store.tokenLists?.popular ?? []
  act(() => {
    current.store.selectToken('from', listed.find((token) => token.symbol === 'ETH')!)
    current.store.selectToken('to', listed.find((token) => token.symbol === 'PTT')!)
  })
  // The view is loaded on its first open: its form comes after the dialog.
  return { paid: await within(dialog).findByRole('button', { name: 'Token to pay: ETH' }), received: await within(dialog).findByRole('button', { name: 'Token to receive: PTT' }) }
}

describe('the token buttons of the swap form (issue 34)', () => {
  it('show the token’s image beside its symbol, and its generated mark when it has none', async () => {
    kit = await swapTestKit({ provider: { icons: { ETH: ethIcon } } })
    const { paid, received } = await tokenButtons(kit)
    const image = paid.querySelector('img')
    expect(image?.getAttribute('src')).toBe(ethIcon)
    // Decorative: the button's name says the token, its text is the symbol alone.
    expect(image?.getAttribute('alt')).toBe('')
    expect(paid.textContent).toBe('ETH')
    expect(paid.querySelector('.pc-generated-mark')).toBeNull()

    expect(received.querySelector('img')).toBeNull()
    const mark = received.querySelector('.pc-generated-mark')
    expect(mark?.getAttribute('data-initials')).toBe('PT')
    expect(mark?.getAttribute('aria-hidden')).toBe('true')
    expect(received.textContent).toBe('PTT')
  }, 30_000)

  it('show the generated mark when the image fails to load or is not a safe image URL', async () => {
    kit = await swapTestKit({ provider: { icons: { ETH: ethIcon, PTT: 'javascript:alert(1)' } } })
    const { paid, received } = await tokenButtons(kit)
    expect(received.querySelector('img')).toBeNull()
    expect(received.querySelector('.pc-generated-mark')?.getAttribute('data-initials')).toBe('PT')

    fireEvent.error(paid.querySelector('img')!)
    expect(paid.querySelector('img')).toBeNull()
    expect(paid.querySelector('.pc-generated-mark')?.getAttribute('data-initials')).toBe('ET')
  }, 30_000)
})
