import type { Meta, StoryObj } from '@storybook/react-vite'
import { runInAction } from 'mobx'
import { expect } from 'storybook/test'
import { modalStory } from '../modalStory.tsx'
import { afterAnimations } from '../afterAnimations.ts'
import { storyWallets } from '../storyWallets.ts'
import { expectLoadingKeepsSize } from '../expectLoadingKeepsSize.ts'

/** The Connect view (ui/src/views/ConnectView.tsx): the wallet section, from the adapters' connectors and the wallet registry. */
const meta: Meta = { title: 'Views/Connect' }
export default meta
type Story = StoryObj

/** An announced wallet, WalletConnect, four recommended registry wallets, and All Wallets with the registry's count. */
export const Default: Story = {
  ...modalStory({ view: 'Connect' }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: /Harbor Wallet/ })).toHaveTextContent('Installed')
    await expect(canvas.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Amber Wallet/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /All Wallets/ })).toHaveTextContent('60+')
    // The generic "Browser Wallet" entry is hidden on desktop (SPEC §6).
    await expect(canvas.queryByRole('button', { name: /Browser Wallet/ })).toBeNull()
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** The wallet registry has not answered yet: the adapters' connectors only, no count on All Wallets. */
export const Loading: Story = {
  ...modalStory({ view: 'Connect', kit: { registry: 'pending' } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Harbor Wallet/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /All Wallets/ })).not.toHaveTextContent(/\d/)
    await expect(canvas.queryByRole('button', { name: /Amber Wallet/ })).toBeNull()
  }),
}

/** A featured wallet the registry has not answered for yet keeps its place: its placeholder row has the size of the row that replaces it. */
export const LoadingKeepsSize: Story = {
  ...modalStory({ view: 'Connect', kit: { registry: 'held', options: { featuredWalletIds: [storyWallets[3]!.id] } } }),
  play: afterAnimations(async ({ canvasElement }) => {
    await expectLoadingKeepsSize(canvasElement, [{ placeholder: '[data-placeholder]', loaded: 'li:has(> [data-group="featured"])' }])
  }),
}

/** No project id: the "Project ID Not Configured" alert above the wallets (SPEC §1). */
export const Error: Story = {
  ...modalStory({ view: 'Connect', kit: { options: { projectId: undefined } } }),
  play: afterAnimations(async ({ canvas }) => {
    const title = await canvas.findByText('Project ID Not Configured')
    await expect(title.closest('[role="alert"]')).toHaveAttribute('data-variant', 'error')
    await expect(await canvas.findByRole('button', { name: /Harbor Wallet/ })).toBeVisible()
  }),
}

/** No connector, no registry and All Wallets turned off: nothing to connect with. */
export const Empty: Story = {
  ...modalStory({ view: 'Connect', kit: { adapters: [{ connectors: [] }], registry: 'none', options: { features: { allWallets: false } } } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('No wallets available')).toBeVisible()
  }),
}

/** A wallet used before comes back as Recent, ahead of the recommended ones. */
export const Recent: Story = {
  ...modalStory({
    view: 'Connect',
    state: (kit) => runInAction(() => kit.store.wallets.addRecent(storyWallets[20]!)),
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Indigo Vault/ })).toHaveTextContent('Recent')
  }),
}

/** Two chain adapters: the EVM and the Solana announced wallets are both offered. */
export const MultiChain: Story = {
  ...modalStory({ view: 'Connect', kit: { adapters: [{ namespace: 'eip155' }, { namespace: 'solana' }] } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Harbor Wallet/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Lantern Wallet/ })).toBeVisible()
  }),
}

/** Arabic, right to left: the dialog carries dir="rtl", the texts come from the Arabic catalogue, wallet names stay as they are. */
export const ArabicRightToLeft: Story = {
  ...modalStory({
    view: 'Connect',
    state: async (kit) => {
      kit.store.i18n.setLocale('ar')
      await kit.store.i18n.loaded
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ربط المحفظة' })
    await expect(dialog).toHaveAttribute('dir', 'rtl')
    await expect(await canvas.findByRole('button', { name: /Harbor Wallet/ })).toHaveTextContent('مثبّتة')
    await expect(canvas.getByRole('button', { name: /كل المحافظ/ })).toHaveTextContent('+60')
  }),
}
