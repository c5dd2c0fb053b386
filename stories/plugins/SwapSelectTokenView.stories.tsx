import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { storySwapIcons } from './storySwapIcons.ts'
import { storySwapState } from './storySwapState.ts'
import { swapsKit } from './swapsKit.ts'

/** Choosing a swap token (plugins/swaps/src/SwapSelectTokenView.tsx): search, suggested tokens, all tokens with balances. */
const meta: Meta = { title: 'Plugins/Swaps/Select token' }
export default meta
type Story = StoryObj

/** The suggested tokens as chips with their marks, every token as a row with the balance held. */
export const Default: Story = {
  ...modalStory({ view: 'SwapSelectToken', data: { side: 'to' }, kit: swapsKit(), state: (kit) => storySwapState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    const suggested = await canvas.findByRole('list', { name: 'Suggested tokens' })
    await expect(within(suggested).getAllByRole('button').map((button) => button.textContent)).toEqual(['ETH', 'PTT'])
    // Each chip has the token's mark beside its symbol.
    await expect(within(suggested).getByRole('button', { name: 'ETH' }).querySelector('img')).toHaveAttribute('src', storySwapIcons.ETH)
    await expect(within(suggested).getByRole('button', { name: 'PTT' }).querySelector('.pc-generated-mark')).toHaveAttribute('data-initials', 'PT')
    const popular = canvas.getByRole('list', { name: 'Popular tokens' })
    await expect(within(popular).getAllByRole('button')).toHaveLength(3)
    await expect(within(popular).getByText('500.000 PTT')).toBeVisible()
    // ETH shows its icon; tokens without one show their symbol's generated mark, not one glyph down the list.
    const [ether, ...others] = within(popular).getAllByRole('button')
    await expect(ether?.querySelector('.pc-list-item-label')).toHaveTextContent('ETH')
    await expect(ether?.querySelector('img')).toHaveAttribute('src', storySwapIcons.ETH)
    await expect(others).toHaveLength(2)
    for (const row of others) {
      const symbol = row.querySelector('.pc-list-item-label')?.textContent ?? ''
      await expect(row.querySelector('.pc-generated-mark')).toHaveAttribute('data-initials', symbol.slice(0, 2).toUpperCase())
    }
  }),
}

/** The search narrows the lists by symbol, name or address. */
export const Search: Story = {
  ...modalStory({ view: 'SwapSelectToken', data: { side: 'to' }, kit: swapsKit(), state: (kit) => storySwapState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search tokens' }), 'dollar')
    const popular = canvas.getByRole('list', { name: 'Popular tokens' })
    await expect(within(popular).getAllByRole('button')).toHaveLength(1)
    await expect(within(popular).getByText('PUSD')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Suggested tokens' })).toBeNull()
  }),
}

/** Nothing matches the search. */
export const NoMatch: Story = {
  ...modalStory({
    view: 'SwapSelectToken',
    data: { side: 'from' },
    kit: swapsKit(),
    state: async (kit) => {
      const store = await storySwapState(kit)
      store.setSearch('zzz')
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('No token matches your search.')).toBeVisible()
  }),
}
