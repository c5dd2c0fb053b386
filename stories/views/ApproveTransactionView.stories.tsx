import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ApprovalRequest } from '@portico/kernel/extend'
import { approvalsOf } from '@portico/kernel/internal'
import { expect, userEvent, waitFor } from 'storybook/test'
import { modalStory } from '../modalStory.tsx'
import { afterAnimations } from '../afterAnimations.ts'
import type { StoryKit } from '../storyKit.ts'

/** The ApproveTransaction view (ui/src/views/ApproveTransactionView.tsx) (SPEC §2, §6): an embedded wallet's unsafe request waits for the user. */
const meta: Meta = { title: 'Views/ApproveTransaction' }
export default meta
type Story = StoryObj

const account = '0x52908400098527886E0F7030069857D2E4169EE7'
const hello = '0x48656c6c6f2066726f6d20506f727469636f'
const answers = new WeakMap<StoryKit, Promise<string>[]>()

/** Connects, then asks for approval of each request as the embedded wallet would; the answers are kept for the play function. */
function asking(...requests: ApprovalRequest[]) {
  return async (kit: StoryKit) => {
    await kit.connect()
    answers.set(
      kit,
      requests.map((request) => approvalsOf(kit.store).request(request).then(() => 'approved', (error: { code?: unknown }) => `rejected ${String(error.code)}`)),
    )
  }
}

const kitOf = (loaded: unknown) => (loaded as { kit: StoryKit }).kit
const signMessage: ApprovalRequest = { namespace: 'eip155', method: 'personal_sign', params: [hello, account] }
const sendEther: ApprovalRequest = { namespace: 'eip155', method: 'eth_sendTransaction', params: [{ from: account, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x6f05b59d3b20000' }] }

/** A message to sign, read out as text: Approve answers it and the modal closes. */
export const Default: Story = {
  ...modalStory({ view: 'Account', state: asking(signMessage) }),
  play: afterAnimations(async ({ canvas, canvasElement, loaded }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Approve Transaction' })
    await expect(dialog).toBeVisible()
    await expect(await canvas.findByText('Sign this message?')).toBeVisible()
    await expect(canvas.getByText('Hello from Portico')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-approve')).toHaveAttribute('data-state', 'default')
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }))
    await expect(await answers.get(kitOf(loaded))?.[0]).toBe('approved')
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Account' })).toBeVisible())
    // Back on Account, with its balances.
    await expect(await canvas.findByText('USD Coin')).toBeVisible()
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** A transaction with its receiver and amount, and a second request waiting behind it. */
export const Transaction: Story = {
  ...modalStory({ view: 'Account', state: asking(sendEther, signMessage) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Send this transaction?')).toBeVisible()
    await expect(canvas.getByText('0.5 ETH')).toBeVisible()
    await expect(canvas.getByText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeVisible()
    await expect(canvas.getByText('1 more waiting')).toBeVisible()
  }),
}

/** Rejected: the request fails with 4001 (the app sees the user's refusal) and the view goes back. */
export const Rejected: Story = {
  ...modalStory({ view: 'Account', state: asking(signMessage) }),
  play: afterAnimations(async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }))
    await expect(await answers.get(kitOf(loaded))?.[0]).toBe('rejected 4001')
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Account' })).toBeVisible())
  }),
}

/** Several Solana transactions to sign at once, read by the Solana adapter, on its network. */
export const SolanaTransactions: Story = {
  ...modalStory({
    view: 'Account',
    kit: { adapters: [{ namespace: 'solana' }] },
    state: asking({ namespace: 'solana', method: 'solana_signAllTransactions', params: { transactions: ['AQ==', 'Ag==', 'Aw=='] } }),
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Sign these 3 transactions?')).toBeVisible()
    await expect(canvas.getByText(/^On Solana/)).toBeVisible()
  }),
}

/** Nothing waits (the request was withdrawn): it says so, and Done leaves. */
export const Empty: Story = {
  ...modalStory({ view: 'ApproveTransaction' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Nothing is waiting for your approval.')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-approve')).toHaveAttribute('data-state', 'empty')
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
  }),
}
