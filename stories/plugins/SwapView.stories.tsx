import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { storySwapIcons } from './storySwapIcons.ts'
import { storySwapState } from './storySwapState.ts'
import { swapsKit } from './swapsKit.ts'

/** The swap form (plugins/swaps/src/SwapView.tsx): the token and amount paid, the one received, the quote and what blocks the swap. */
const meta: Meta = { title: 'Plugins/Swaps/Form' }
export default meta
type Story = StoryObj

/** Nothing chosen yet: the native currency is paid, with its balance (no dollar value without an amount); the button asks for a token. */
export const Default: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit(), state: (kit) => storySwapState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    const swap = await canvas.findByRole('dialog', { name: 'Swap' })
    const paid = within(swap).getByRole('button', { name: 'Token to pay: ETH' })
    await expect(paid).toBeVisible()
    // The token's mark beside its symbol: ETH's image.
    await expect(paid.querySelector('img')).toHaveAttribute('src', storySwapIcons.ETH)
    await expect(within(swap).getByText('Balance: 1.250 ETH')).toBeVisible()
    await expect(within(swap).queryByText(/\$/)).toBeNull()
    await expect(within(swap).getByRole('button', { name: 'Select a token' })).toBeDisabled()
  }),
}

/** A quote is on its way: the amount received is busy and the button says so. */
export const LoadingQuote: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit('pending'), state: (kit) => storySwapState(kit, { to: 'PTT', amount: '0.1', wait: false }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Getting quote…' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'You receive' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.ownerDocument.querySelector('.pc-swap')).toHaveAttribute('data-state', 'quoting')
  }),
}

/** Quoted: the amount received, each amount's worth in dollars, each token's mark beside its symbol, price, price impact, network fee, minimum received and slippage; the review is open. */
export const Quoted: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit(), state: (kit) => storySwapState(kit, { to: 'PTT', amount: '0.1' }) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'You receive' })).toHaveValue('149.85')
    await expect(canvas.getByRole('textbox', { name: 'You pay' })).toHaveAccessibleDescription('Worth about $300.00 Balance: 1.250 ETH')
    await expect(canvas.getByRole('textbox', { name: 'You receive' })).toHaveAccessibleDescription('Worth about $299.70')
    // Each token button has the token's mark beside its symbol: ETH's image, PTT's generated mark (it has no image).
    await expect(canvas.getByRole('button', { name: 'Token to pay: ETH' }).querySelector('img')).toHaveAttribute('src', storySwapIcons.ETH)
    await expect(canvas.getByRole('button', { name: 'Token to receive: PTT' }).querySelector('.pc-generated-mark')).toHaveAttribute('data-initials', 'PT')
    await expect(canvas.getByText('1 ETH = 1,498.5 PTT')).toBeVisible()
    await expect(canvas.getByText('0.07 %')).toBeVisible()
    await expect(canvas.getByText('0.0002 ETH')).toBeVisible()
    await expect(canvas.getByText('148.3515 PTT')).toBeVisible()
    await expect(canvas.getByText('1 %')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  }),
}

/** The direction switch exchanges the tokens and their amounts, and quotes again. */
export const Switched: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit(), state: (kit) => storySwapState(kit, { to: 'PTT', amount: '0.1' }) }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch the tokens' }))
    await expect(canvas.getByRole('button', { name: 'Token to pay: PTT' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'You receive' })).toHaveValue('0.1')
    await expect(await canvas.findByRole('button', { name: 'Review swap' })).toBeEnabled()
  }),
}

/** No pool joins the tokens. */
export const NoRoute: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit('noRoute'), state: (kit) => storySwapState(kit, { to: 'PUSD', amount: '0.1' }) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'No route for this pair' })).toBeDisabled()
    await expect(canvas.getByText('No exchange pool joins these tokens.')).toHaveAttribute('role', 'status')
  }),
}

/** The pool cannot give that much. */
export const InsufficientLiquidity: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit('noLiquidity'), state: (kit) => storySwapState(kit, { to: 'PTT', amount: '1' }) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Insufficient liquidity' })).toBeDisabled()
  }),
}

/** More than the balance: the button says so. */
export const InsufficientBalance: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit(), state: (kit) => storySwapState(kit, { to: 'PTT', amount: '2' }) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Insufficient balance' })).toBeDisabled()
  }),
}

/** The swap reverted because the price moved: the form says so and offers a new quote. */
export const PriceChanged: Story = {
  ...modalStory({
    view: 'Swap',
    kit: swapsKit('fixed', { answer: () => 'revertAtEstimation' }),
    state: async (kit) => {
      const store = await storySwapState(kit, { to: 'PTT', amount: '0.1' })
      kit.store.router.push('SwapPreview')
      await store.swap()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const failure = await canvas.findByText('The price changed beyond your 1 % slippage tolerance.')
    await expect(failure).toHaveAttribute('role', 'alert')
    await expect(canvasElement.ownerDocument.querySelector('.pc-swap')).toHaveAttribute('data-state', 'error')
    await userEvent.click(canvas.getByRole('button', { name: 'Get a new quote' }))
    await expect(await canvas.findByRole('button', { name: 'Review swap' })).toBeEnabled()
  }),
}

/** Declined in the wallet: back on the form with everything kept, saying so. */
export const Declined: Story = {
  ...modalStory({
    view: 'Swap',
    kit: swapsKit('fixed', { answer: () => 'decline' }),
    state: async (kit) => {
      const store = await storySwapState(kit, { to: 'PTT', amount: '0.1' })
      kit.store.router.push('SwapPreview')
      await store.swap()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('You declined the swap in your wallet.')).toHaveAttribute('role', 'alert')
    await expect(canvas.getByRole('textbox', { name: 'You pay' })).toHaveValue('0.1')
    await expect(canvas.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  }),
}
