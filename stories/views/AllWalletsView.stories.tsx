import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { modalStory } from '../modalStory.tsx'
import { afterAnimations } from '../afterAnimations.ts'
import { expectLoadingKeepsSize } from '../expectLoadingKeepsSize.ts'

/** The AllWallets view (ui/src/views/AllWalletsView.tsx): search the wallet registry, or scroll its pages of 40 (SPEC §9). */
const meta: Meta = { title: 'Views/AllWallets' }
export default meta
type Story = StoryObj

async function walletCards(canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }) {
  return within(await canvas.findByRole('list', { name: 'Wallets' })).getAllByRole('button')
}

/** The first page of 40 registry wallets, three to a row; the announced Harbor Wallet is marked Installed. */
export const Default: Story = {
  ...modalStory({ view: 'AllWallets' }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'All Wallets' })).toBeVisible()
    const cards = await walletCards(canvas)
    await expect(cards).toHaveLength(40)
    await expect(canvas.getByRole('button', { name: /Harbor Wallet/ })).toHaveTextContent('Installed')
    await expect(canvas.getByRole('searchbox', { name: 'Search wallets' })).toBeVisible()
    // Three columns (docs/design.md, All Wallets), so a name of up to 16 characters is never cut.
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size).toBe(3)
    const cut = cards
      .map((card) => card.querySelector<HTMLElement>('.pc-wallet-card-name'))
      .filter((name): name is HTMLElement => name !== null && (name.textContent ?? '').length <= 16 && name.scrollWidth > name.clientWidth)
      .map((name) => name.textContent)
    await expect(cut).toEqual([])
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** The registry has not answered: placeholder cards, and "Loading wallets" for screen readers. */
export const Loading: Story = {
  ...modalStory({ view: 'AllWallets', kit: { registry: 'pending' } }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading wallets')).toBeInTheDocument()
    await expect(canvasElement.querySelector('.pc-all-wallets')).toHaveAttribute('data-state', 'loading')
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0)
  }),
}

/** The registry's first page arriving: each placeholder card has the size of the wallet card that replaces it. */
export const LoadingKeepsSize: Story = {
  ...modalStory({ view: 'AllWallets', kit: { registry: 'held' } }),
  play: afterAnimations(async ({ canvasElement }) => {
    await expectLoadingKeepsSize(canvasElement, [{ placeholder: '.pc-wallet-grid > [data-skeleton]', loaded: '.pc-wallet-grid > li:has(> .pc-wallet-card)' }])
  }),
}

/** The registry failed: the error, and a way to try again. */
export const Error: Story = {
  ...modalStory({ view: 'AllWallets', kit: { registry: 'fail' } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Wallets could not be loaded')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/** The registry has no wallet. */
export const Empty: Story = {
  ...modalStory({ view: 'AllWallets', kit: { registry: 'empty' } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('No wallet found')).toBeVisible()
  }),
}

/** "vault" typed in the search: the 12 vaults of the registry. */
export const Search: Story = {
  ...modalStory({ view: 'AllWallets' }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search wallets' }), 'vault')
    await waitFor(async () => expect(await walletCards(canvas)).toHaveLength(12), { timeout: 3000 })
    for (const card of await walletCards(canvas)) await expect(card).toHaveTextContent(/Vault/)
  }),
}

/** A search that matches nothing: said in place of the grid, the view keeping its height. */
export const SearchWithoutResults: Story = {
  ...modalStory({ view: 'AllWallets' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const view = canvasElement.querySelector('.pc-all-wallets')
    const before = view?.getBoundingClientRect().height ?? 0
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search wallets' }), 'zebra')
    await expect(await canvas.findByText('No wallet found', {}, { timeout: 3000 })).toBeVisible()
    // The dialog does not collapse to the search field and one line.
    await expect(view?.getBoundingClientRect().height ?? 0).toBeGreaterThanOrEqual(Math.min(before, 300))
  }),
}

/** Scrolled down the grid: the search field stays pinned at the top of the body. */
export const SearchPinned: Story = {
  ...modalStory({ view: 'AllWallets' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await walletCards(canvas)).toHaveLength(40)
    const body = canvasElement.querySelector<HTMLElement>('.pc-body')
    const search = await canvas.findByRole('searchbox', { name: 'Search wallets' })
    body?.scrollTo({ top: 600 })
    await waitFor(() => expect(body?.scrollTop ?? 0).toBeGreaterThan(100))
    const bodyTop = body?.getBoundingClientRect().top ?? 0
    await expect(search.getBoundingClientRect().top).toBeGreaterThanOrEqual(bodyTop)
    await expect(search.getBoundingClientRect().top - bodyTop).toBeLessThan(24)
  }),
}

/** Scrolled to the end of the first page: the next page loads, 60 wallets in all. */
export const NextPage: Story = {
  ...modalStory({ view: 'AllWallets' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await walletCards(canvas)).toHaveLength(40)
    canvasElement.querySelector('.pc-sentinel')?.scrollIntoView()
    await waitFor(async () => expect(await walletCards(canvas)).toHaveLength(60), { timeout: 3000 })
  }),
}
