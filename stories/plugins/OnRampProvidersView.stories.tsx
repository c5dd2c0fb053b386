import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { onrampKit } from './onrampKit.ts'
import { storyOnRampState } from './storyOnRampState.ts'

/** The on-ramp's providers view (plugins/onramp/src/OnRampProvidersView.tsx): the purchase's fields and a quote per provider. */
const meta: Meta = { title: 'Plugins/OnRamp/Providers' }
export default meta
type Story = StoryObj

const root = (element: HTMLElement) => element.ownerDocument.querySelector('.pc-onramp')

/** Both providers serve Ethereum: name, logo, fee range, namespaces and payment methods, and each one's quote for 100 USD by card. */
export const Default: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit(), state: (kit) => storyOnRampState(kit) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Buy Crypto' })
    await expect(await within(dialog).findByRole('textbox', { name: 'Amount' })).toHaveValue('100')
    await expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('USD')
    await expect(within(dialog).getByText('ETH on Ethereum')).toBeVisible()
    const harbor = await within(dialog).findByRole('button', { name: /Buy with Harbor Ramp.*You get 0\.033 ETH · Fee 1\.97 USD/ })
    await expect(harbor).toHaveTextContent('Fees 1–2 % · EVM · Card, Bank transfer')
    await expect(harbor).toBeEnabled()
    await expect(within(dialog).getByRole('button', { name: /Buy with Meridian Ramp/ })).toHaveTextContent('Fees 1–2 % · EVM, Solana · Card, Bank transfer')
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready')
  }),
}

/** A new amount quotes both providers again. */
export const AmountChanged: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit(), state: (kit) => storyOnRampState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    const amount = await canvas.findByRole('textbox', { name: 'Amount' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '1530')
    await expect(await canvas.findByRole('button', { name: /Buy with Harbor Ramp.*You get 0\.500 ETH · Fee 30\.00 USD/ })).toBeEnabled()
  }),
}

/** Quotes on their way: each provider's row is busy and cannot be bought from yet. */
export const LoadingQuotes: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ quotes: 'pending' }), state: (kit) => storyOnRampState(kit, { wait: false }) }),
  play: afterAnimations(async ({ canvas }) => {
    const harbor = await canvas.findByRole('button', { name: /Buy with Harbor Ramp.*Getting quote…/ })
    await expect(harbor).toBeDisabled()
    await expect(harbor).toHaveAttribute('aria-busy', 'true')
  }),
}

/** An amount that is not one: the field says why and nothing is quoted. */
export const InvalidAmount: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit(), state: (kit) => storyOnRampState(kit, { amount: '1.234' }) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Enter an amount above 0 with at most 2 decimals.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Buy with Harbor Ramp.*Enter an amount/ })).toBeDisabled()
  }),
}

/** The providers are being read. */
export const Loading: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ providers: 'pending' }), state: (kit) => storyOnRampState(kit, { wait: false }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading providers…')).toBeVisible()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
  }),
}

/** The providers could not be read: the reason and Try again. */
export const LoadError: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ providers: 'error' }), state: (kit) => storyOnRampState(kit, { wait: false }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The on-ramp providers could not be loaded.')).toHaveAttribute('role', 'alert')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error')
  }),
}

/** No provider sells on the network. */
export const Empty: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ providers: 'none' }), state: (kit) => storyOnRampState(kit) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No provider sells crypto on this network.')).toBeVisible()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
  }),
}

/** A restricted time zone (SPEC §9, Asia/Shanghai): no purchase, and why. */
export const Restricted: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({}, 'Asia/Shanghai'), state: (kit) => storyOnRampState(kit, { wait: false }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByText(/Buying crypto is not available in your region\./)
    await expect(alert).toHaveAttribute('role', 'alert')
    await expect(alert).toHaveTextContent('On-ramp providers do not serve your time zone (Asia/Shanghai).')
    await expect(canvas.queryByRole('button', { name: /Buy with/ })).toBeNull()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'restricted')
  }),
}

/** The Account view's wallet-features row starts with Buy, which opens the providers. */
export const BuyEntry: Story = {
  ...modalStory({ view: 'Account', kit: onrampKit(), state: (kit) => storyOnRampState(kit, { wait: false }) }),
  play: afterAnimations(async ({ canvas }) => {
    const account = await canvas.findByRole('dialog', { name: 'Account' })
    await userEvent.click(await within(account).findByRole('button', { name: 'Buy' }))
    await expect(await canvas.findByRole('dialog', { name: 'Buy Crypto' })).toBeVisible()
  }),
}
