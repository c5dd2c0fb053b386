import type { Meta, StoryObj } from '@storybook/react-vite'
import { runInAction } from 'mobx'
import { expect, userEvent, within } from 'storybook/test'
import { receive } from '@portico/plugin-receive'
import { send } from '@portico/plugin-send'
import { loadActiveBalances } from '@portico/kernel/extend'
import { balancesOf, rootBalancesSource } from '@portico/kernel/internal'
import type { TokenBalance } from '@portico/kernel/extend'
import { modalStory } from '../modalStory.tsx'
import { afterAnimations } from '../afterAnimations.ts'
import { expectLoadingKeepsSize } from '../expectLoadingKeepsSize.ts'
import type { StoryKit, StoryKitOptions } from '../storyKit.ts'
import { storyConnectors } from '../storyConnectors.ts'
import type { StoryEmbeddedOptions } from '../storyEmbeddedAdapter.ts'

/** The Account view (ui/src/views/AccountView.tsx): avatar, address, native balance, network, wallet features, tabs and disconnect. */
const meta: Meta = { title: 'Views/Account' }
export default meta
type Story = StoryObj

/**
 * Account connected through the embedded wallet's AUTH connector: the story chain adapter offers
 * it, and the story embedded adapter answers as told.
 */
function embeddedAccountStory(embedded: StoryEmbeddedOptions): StoryObj {
  const connectors = [...storyConnectors('eip155'), { id: 'ID_AUTH', type: 'AUTH' as const, name: 'Email & Socials', namespaces: ['eip155' as const] }]
  const kit: StoryKitOptions = { adapters: [{ connectors }], embedded }
  return modalStory({
    view: 'Account',
    kit,
    state: async (storyKit) => {
      await storyKit.appKit.ready
      await storyKit.connect('ID_AUTH')
    },
  })
}

async function connectedWithBalances(kit: StoryKit): Promise<void> {
  await kit.connect()
  await kit.loadBalances()
}

/** Connected on Ethereum with fixed balances. */
export const Default: Story = {
  ...modalStory({ view: 'Account', state: connectedWithBalances }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Account' })).toBeVisible()
    await expect(await canvas.findByText('0x8ba1…BA72')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-balance')).toHaveTextContent(/1\.250 ETH/)
    const tokens = within(await canvas.findByRole('list', { name: 'Token balances' }))
    await expect(tokens.getByText(/1\.250 ETH/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Network: Ethereum' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** Arabic, right to left: texts from the Arabic catalogue; the address and the balances stay left to right. */
export const ArabicRightToLeft: Story = {
  ...modalStory({
    view: 'Account',
    state: async (kit) => {
      kit.store.i18n.setLocale('ar')
      await Promise.all([connectedWithBalances(kit), kit.store.i18n.loaded])
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'الحساب' })
    await expect(dialog).toHaveAttribute('dir', 'rtl')
    await expect(await canvas.findByText('0x8ba1…BA72')).toBeVisible()
    const balance = canvasElement.querySelector('.pc-balance')
    await expect(balance).toHaveTextContent(/1\.250 ETH/)
    await expect(getComputedStyle(balance as Element).direction).toBe('ltr')
    await expect(canvas.getByRole('button', { name: 'قطع الاتصال' })).toBeEnabled()
  }),
}

/** An account with a name (an ENS or registered name a plugin looked up): the name above the short address. */
export const Named: Story = {
  ...modalStory({
    view: 'Account',
    state: async (kit) => {
      await connectedWithBalances(kit)
      runInAction(() => kit.store.connections.setAccountName(kit.store.connections.activeCaipAddress ?? '', 'ada-42.portico'))
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('ada-42.portico')).toBeVisible()
    await expect(canvas.getByText('0x8ba1…BA72')).toBeVisible()
  }),
}

/** An embedded-wallet user on a smart account not yet deployed: its type shown, with the switch to the EOA (SPEC §3, §4). */
export const SmartAccount: Story = {
  ...embeddedAccountStory({ accountType: 'smartAccount' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Smart account')).toBeVisible()
    await expect(canvasElement.querySelector('[data-part="account-type"]')).toHaveAttribute('data-type', 'smartAccount')
    const toEoa = canvas.getByRole('button', { name: 'Switch to your EOA' })
    await userEvent.click(toEoa)
    await expect(await canvas.findByText('EOA')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Switch to your smart account' })).toBeEnabled()
  }),
}

/** An embedded-wallet user on the EOA, switching to the smart account: the switch is busy until the wallet answers. */
export const SwitchingAccountType: Story = {
  ...embeddedAccountStory({ accountType: 'eoa', switchAccountType: 'pending' }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('EOA')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to your smart account' }))
    const busy = await canvas.findByRole('button', { name: 'Switch to your smart account' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
  }),
}

/** The wallet could not switch the account type: the type in use stays, and the snack says the switch failed. */
export const AccountTypeSwitchFailed: Story = {
  ...embeddedAccountStory({ accountType: 'smartAccount', switchAccountType: 'fail' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Smart account')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to your EOA' }))
    await expect(await canvas.findByText('The account type could not be switched. Try again.')).toBeVisible()
    await expect(canvasElement.querySelector('[data-part="account-type"]')).toHaveAttribute('data-type', 'smartAccount')
    await expect(await canvas.findByRole('button', { name: 'Switch to your EOA' })).toBeEnabled()
  }),
}

/** The balances have not arrived: the balance line is a busy placeholder. */
export const Loading: Story = {
  ...modalStory({
    view: 'Account',
    kit: { adapters: [{ balances: 'pending' }] },
    state: async (kit) => {
      await kit.connect()
      void kit.loadBalances()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('0x8ba1…BA72')).toBeVisible()
    const balance = canvasElement.querySelector('.pc-balance')
    await expect(balance).toHaveAttribute('data-state', 'loading')
    await expect(balance).toHaveAttribute('aria-busy', 'true')
  }),
}

/** The balances arriving: the balance line keeps its height, and each placeholder token row has the size of the row that replaces it. */
export const LoadingKeepsSize: Story = {
  ...modalStory({
    view: 'Account',
    kit: { adapters: [{ balances: 'held' }] },
    state: async (kit) => {
      await kit.connect()
      void kit.loadBalances()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Loading balances…', busy: true })).toBeVisible()
    await expectLoadingKeepsSize(canvasElement, [
      { placeholder: '.pc-balance[data-state="loading"]', loaded: '.pc-balance[data-state="default"]', inline: false },
      { placeholder: '.pc-token[data-skeleton]', loaded: '.pc-tokens > .pc-token:not([data-skeleton])' },
    ])
  }),
}

/** The balances failed: "Token Balance Unavailable" in the error snack (SPEC §8), the balance unavailable (not known, so not zero). */
export const Error: Story = {
  ...modalStory({ view: 'Account', kit: { adapters: [{ balances: 'fail' }] }, state: connectedWithBalances }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    // The text is in the snack and, once the Tokens tab is shown, in the tab too.
    const snack = await canvas.findByText('Token Balance Unavailable', { selector: '.pc-snack *' })
    await expect(snack.closest('[role="alert"]')).toHaveAttribute('data-state', 'open')
    await expect(await canvas.findByText('Token Balance Unavailable', { selector: '.pc-empty' })).toHaveAttribute('data-state', 'error')
    await expect(await canvas.findByText('Balance unavailable')).toBeVisible()
    await expect(canvasElement.ownerDocument.querySelector('.pc-balance')).toHaveAttribute('data-state', 'unavailable')
    await expect(canvas.queryByText(/0\.000 ETH/)).toBeNull()
  }),
}

/** A refresh failed because the node cannot be reached: the last balances stay, marked as maybe out of date. */
export const Stale: Story = {
  ...modalStory({
    view: 'Account',
    kit: { adapters: [{ balances: 'downAfterFirst' }] },
    state: async (kit) => {
      await connectedWithBalances(kit)
      await loadActiveBalances(rootBalancesSource(kit.store), { fresh: true })
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    // The Tokens tab loads on its own: it marks its list too.
    await expect(await canvas.findByRole('list', { name: 'Token balances' })).toHaveAttribute('data-state', 'stale')
    await expect(canvas.getAllByText('May be out of date')).toHaveLength(2)
    const balance = canvasElement.querySelector('.pc-balance')
    await expect(balance).toHaveAttribute('data-state', 'stale')
    await expect(balance).toHaveTextContent(/1\.250 ETH\s*May be out of date/)
  }),
}

/** Account, connected, with the active network's balances as `balancesOn` gives them (a CAIP-2 id in). */
function accountWithBalances(balancesOn: (chainId: string) => TokenBalance[]) {
  return modalStory({
    view: 'Account',
    state: async (kit) => {
      await kit.connect()
      const { connections, networks } = kit.store
      const balances = balancesOf(kit.store)
      const address = connections.activeAddress
      const network = networks.active
      if (!address || !network) return
      await balances.fetch(`${network.caipNetworkId}:${address}`, async () => balancesOn(network.caipNetworkId))
    },
  })
}

/**
 * Balances read over RPC, without a price source or icons: the Tokens tab shows amounts, each
 * token's generated mark (its symbol's initials on its hue), and no fiat value rather than "$0.00".
 */
export const Unpriced: Story = {
  ...accountWithBalances((chainId) => [
    { name: 'Ether', symbol: 'ETH', chainId, quantity: { decimals: '18', numeric: '1.25' } },
    { name: 'Portico Test Token', symbol: 'PTT', chainId, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '18', numeric: '25' } },
  ]),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const tokens = within(await canvas.findByRole('list', { name: 'Token balances' }))
    await expect(tokens.getByText(/25\.000 PTT/)).toBeVisible()
    await expect(tokens.queryByText(/\$/)).toBeNull()
    // No total either: a sum without PTT's price would claim a value not known.
    await expect(canvasElement.querySelector('.pc-balance-fiat')).toBeNull()
    const marks = canvasElement.querySelectorAll('.pc-tokens .pc-generated-mark')
    await expect([...marks].map((mark) => mark.getAttribute('data-initials'))).toEqual(['ET', 'PT'])
  }),
}

/** Large holdings of a token with a long name: the dollar values are never cut (the name is, and the amount breaks before its symbol); the total sits under the balance. */
export const LargeHoldings: Story = {
  ...accountWithBalances((chainId) => [
    { name: 'Ether', symbol: 'ETH', chainId, value: 3875.5, price: 3100.4, quantity: { decimals: '18', numeric: '1.25' } },
    { name: 'Portico / Test Stable Dollar', symbol: 'PUSD', chainId, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', value: 1_000_000, price: 1, quantity: { decimals: '18', numeric: '1000000' } },
  ]),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const tokens = within(await canvas.findByRole('list', { name: 'Token balances' }))
    await expect(tokens.getByText('$1,000,000.00')).toBeVisible()
    const cut = [...canvasElement.querySelectorAll<HTMLElement>('.pc-token-name > .pc-text-secondary')].filter((fiat) => fiat.scrollWidth > fiat.clientWidth)
    await expect(cut.map((fiat) => fiat.textContent)).toEqual([])
    await expect(canvasElement.querySelector('.pc-balance-fiat')).toHaveTextContent('Total value $1,003,875.50')
  }),
}

/** Opened on Account with no wallet connected: the way back to Connect. */
export const Empty: Story = {
  ...modalStory({ view: 'Account' }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('No wallet connected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Connect a wallet' }))
    await expect(await canvas.findByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    // The Connect view lists the wallets once its code has loaded.
    await expect(await canvas.findByText('Harbor Wallet')).toBeVisible()
  }),
}

/** The wallet is on a network the app does not configure: the network button says Unsupported. */
export const WrongNetwork: Story = {
  // Unsupported networks allowed: otherwise the modal moves to UnsupportedChain by itself (SPEC §2).
  ...modalStory({ view: 'Account', kit: { adapters: [{ walletNetworkId: 'eip155:56' }], options: { allowUnsupportedChain: true } }, state: (kit) => kit.connect() }),
  play: afterAnimations(async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Network: Unsupported' })
    await expect(button).toHaveAttribute('data-state', 'error')
  }),
}

/** Disconnect pressed and the wallet has not answered: the button is busy. */
export const Disconnecting: Story = {
  ...modalStory({ view: 'Account', kit: { adapters: [{ disconnect: 'pending' }] }, state: connectedWithBalances }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect' }))
    await expect(canvasElement.querySelector('.pc-account')).toHaveAttribute('data-state', 'loading')
  }),
}

function StoryActivityTab() {
  return <p className="pc-empty">No activity yet</p>
}

/** The slots plugins fill: two wallet features and two tabs (stand-ins for the plugins' own). */
export const WithPluginSlots: Story = {
  ...modalStory({
    view: 'Account',
    state: async (kit) => {
      await connectedWithBalances(kit)
      runInAction(() => {
        const { registry, i18n } = kit.store
        i18n.addMessages({ 'story.receive': 'Receive', 'story.send': 'Send', 'story.tokens': 'Tokens', 'story.activity': 'Activity' })
        registry.addWalletFeature({ id: 'send', label: 'story.send', view: 'Networks', icon: 'external' })
        registry.addWalletFeature({ id: 'receive', label: 'story.receive', view: 'Networks', icon: 'qr' })
        registry.addAccountTab({ id: 'tokens', label: 'story.tokens', order: 1, load: () => import('../StoryTokenList.tsx') })
        registry.addAccountTab({ id: 'activity', label: 'story.activity', order: 3, load: async () => ({ default: StoryActivityTab }) })
      })
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    const features = within(await canvas.findByRole('navigation', { name: 'Wallet features' }))
    // SPEC §9's order: receive before send.
    await expect(features.getAllByRole('button').map((button) => button.textContent)).toEqual(['Receive', 'Send'])
    await expect(canvas.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
    await expect(await canvas.findByText(/1\.25 ETH/)).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }))
    await expect(await canvas.findByText('No activity yet')).toBeVisible()
  }),
}

/** With the send and receive plugins: their entries in the wallet-features row, in SPEC §9's order. */
export const WithWalletFeatures: Story = {
  ...modalStory({
    view: 'Account',
    kit: { options: { plugins: [receive(), send()] } },
    state: async (kit) => {
      await kit.appKit.ready
      await connectedWithBalances(kit)
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    const row = within(await canvas.findByRole('navigation', { name: 'Wallet features' }))
    await expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual(['Receive', 'Send'])
  }),
}
