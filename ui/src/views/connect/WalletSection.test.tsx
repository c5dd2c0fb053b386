import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../../kernel/src/AppKit.ts'
import type { Connector } from '../../../../kernel/src/model/Connector.ts'
import { memoryWalletRegistry } from '../../../../kernel/src/testing/memoryWalletRegistry.ts'
import { renderView } from '../testing/renderView.tsx'
import { testChainAdapter } from '../../../../kernel/src/testing/testChainAdapter.ts'
import { testWallets } from '../../../../kernel/src/testing/testWallets.ts'
import WalletSection from './WalletSection.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'], info: { rdns: 'test.wallet-3' }, explorerId: 'wallet-3' }
const lantern: Connector = { id: 'lantern', type: 'INJECTED', name: 'Lantern Wallet', namespaces: ['eip155'], info: { rdns: 'dev.lantern' } }
const browserWallet: Connector = { id: 'browser', type: 'INJECTED', name: 'Browser Wallet', namespaces: ['eip155'] }
const walletConnect: Connector = { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155'] }
const external: Connector = { id: 'coinbase', type: 'EXTERNAL', name: 'Outer Wallet', namespaces: ['eip155'] }

function rows(): { name: string; group: string | null }[] {
  const list = screen.getByRole('list', { name: 'Wallets' })
  return within(list)
    .getAllByRole('button')
    .map((button) => ({ name: button.querySelector('.pc-list-item-label')?.textContent ?? '', group: button.getAttribute('data-group') }))
}

describe('WalletSection', () => {
  it('lists the groups in SPEC §9 connector type order, then All Wallets with the registry count', async () => {
    const adapter = testChainAdapter({ connectors: [external, harbor, walletConnect, lantern] })
    await renderView(WalletSection, {
      options: { adapters: [adapter], featuredWalletIds: ['wallet-7'] },
      setup: async (appKit) => {
        const { wallets, adapters } = appKit.store
        wallets.setRegistry(memoryWalletRegistry(testWallets(57)))
        wallets.addRecent({ id: 'wallet-9', name: 'Wallet 9' })
        await adapters.ensureLoaded()
      },
    })
    await waitFor(() => expect(rows().filter((row) => row.group === 'recommended')).toHaveLength(4))
    await waitFor(() => expect(rows().some((row) => row.group === 'featured')).toBe(true))
    expect(rows()).toEqual([
      { name: 'WalletConnect', group: 'walletConnect' },
      { name: 'Wallet 9', group: 'recent' },
      { name: 'Harbor Wallet', group: 'injected' },
      { name: 'Lantern Wallet', group: 'injected' },
      { name: 'Wallet 7', group: 'featured' },
      { name: 'Outer Wallet', group: 'external' },
      // wallet-3 is Harbor's registry entry: listed once, as the connector; 7 and 9 are featured and recent.
      { name: 'Wallet 1', group: 'recommended' },
      { name: 'Wallet 2', group: 'recommended' },
      { name: 'Wallet 4', group: 'recommended' },
      { name: 'Wallet 5', group: 'recommended' },
      { name: 'All Wallets', group: 'allWallets' },
    ])
    expect(within(screen.getByRole('button', { name: /All Wallets/ })).getByText('50+')).toBeTruthy()
    expect(within(screen.getByRole('button', { name: /Harbor Wallet/ })).getByText('Installed')).toBeTruthy()
    expect(within(screen.getByRole('button', { name: /Wallet 9/ })).getByText('Recent')).toBeTruthy()
  })

  it('beside e-mail and social login keeps three wallet rows (installed ones always), then All Wallets; WalletConnect is tagged QR code (issue 34)', async () => {
    const auth: Connector = { id: 'auth', type: 'AUTH', name: 'Email & Socials', namespaces: ['eip155'] }
    const adapter = testChainAdapter({ connectors: [harbor, walletConnect, lantern, auth] })
    await renderView(WalletSection, {
      options: { adapters: [adapter] },
      setup: async (appKit) => {
        const { wallets, adapters, registry } = appKit.store
        wallets.setRegistry(memoryWalletRegistry(testWallets(57)))
        await adapters.ensureLoaded()
        registry.addConnectSection({ id: 'email', kind: 'email', load: async () => ({ default: () => null }) })
      },
    })
    await waitFor(() => expect(within(screen.getByRole('button', { name: /All Wallets/ })).getByText('50+')).toBeTruthy())
    expect(rows()).toEqual([
      { name: 'WalletConnect', group: 'walletConnect' },
      { name: 'Harbor Wallet', group: 'injected' },
      { name: 'Lantern Wallet', group: 'injected' },
      { name: 'All Wallets', group: 'allWallets' },
    ])
    expect(within(screen.getByRole('button', { name: /WalletConnect/ })).getByText('QR code')).toBeTruthy()
  })

  it('keeps the featured wallets\' places while the registry loads them: no row is inserted above another afterwards', async () => {
    const registry = memoryWalletRegistry(testWallets(57))
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const adapter = testChainAdapter({ connectors: [external, harbor, walletConnect] })
    await renderView(WalletSection, {
      options: { adapters: [adapter], featuredWalletIds: ['wallet-50', 'wallet-51'] },
      setup: async (appKit) => {
        // Beyond the first page of 40: known only once the featured request is answered.
        appKit.store.wallets.setRegistry({ search: registry.search, fetchPage: async (request) => (request.include ? held.then(() => registry.fetchPage(request)) : registry.fetchPage(request)) })
        await appKit.store.adapters.ensureLoaded()
      },
    })
    const items = () =>
      within(screen.getByRole('list', { name: 'Wallets' }))
        .getAllByRole('listitem', { hidden: true })
        .map((item) => (item.hasAttribute('data-placeholder') ? 'placeholder' : (item.querySelector('.pc-list-item-label')?.textContent ?? '')))
    await waitFor(() => expect(rows().filter((row) => row.group === 'recommended')).toHaveLength(4))
    const before = items()
    expect(before.slice(0, 5)).toEqual(['WalletConnect', 'Harbor Wallet', 'placeholder', 'placeholder', 'Outer Wallet'])
    release()
    await waitFor(() => expect(rows().some((row) => row.group === 'featured')).toBe(true))
    const after = items()
    expect(after.slice(0, 5)).toEqual(['WalletConnect', 'Harbor Wallet', 'Wallet 50', 'Wallet 51', 'Outer Wallet'])
    // Every other row stayed where it was.
    expect(after.slice(5)).toEqual(before.slice(5))
  })

  it('hides excluded wallets, by id, rdns or name ignoring case (SPEC §6)', async () => {
    const adapter = testChainAdapter({ connectors: [harbor, lantern, external] })
    await renderView(WalletSection, {
      options: { adapters: [adapter], excludeWalletIds: ['dev.lantern', 'OUTER wallet', 'wallet-2'] },
      setup: async (appKit) => {
        appKit.store.wallets.setRegistry(memoryWalletRegistry(testWallets(6)))
        await appKit.store.adapters.ensureLoaded()
      },
    })
    await waitFor(() => expect(rows().filter((row) => row.group === 'recommended')).toHaveLength(4))
    expect(rows().map((row) => row.name)).toEqual(['Harbor Wallet', 'Wallet 1', 'Wallet 4', 'Wallet 5', 'Wallet 6', 'All Wallets'])
  })

  it('hides the "Browser Wallet" entry on desktop (SPEC §6)', async () => {
    await renderView(WalletSection, {
      options: { adapters: [testChainAdapter({ connectors: [browserWallet, lantern] })] },
      setup: (appKit) => appKit.store.adapters.ensureLoaded(),
    })
    expect(rows().map((row) => row.name)).toEqual(['Lantern Wallet', 'All Wallets'])
  })

  it('on mobile hides "Browser Wallet" without rdns when nothing is installed, and shows it when a wallet is', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')
    const alone = await renderView(WalletSection, {
      options: { adapters: [testChainAdapter({ connectors: [browserWallet] })] },
      setup: (appKit) => appKit.store.adapters.ensureLoaded(),
    })
    expect(rows().map((row) => row.name)).toEqual(['All Wallets'])
    alone.unmount()

    await renderView(WalletSection, {
      options: { adapters: [testChainAdapter({ connectors: [browserWallet, harbor] })] },
      setup: (appKit) => appKit.store.adapters.ensureLoaded(),
    })
    expect(rows().map((row) => row.name)).toEqual(['Browser Wallet', 'Harbor Wallet', 'All Wallets'])
  })

  it('hides All Wallets when features.allWallets is false, and shows its empty state when nothing is left', async () => {
    const { container } = await renderView(WalletSection, { options: { features: { allWallets: false } } })
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
    expect(container.querySelector('.pc-wallet-section')?.getAttribute('data-state')).toBe('empty')
    expect(screen.getByText('No wallets available')).toBeTruthy()
  })

  it("hides what AppKit's enableInjected, enableEIP6963 and enableWalletConnect turn off (registry wallets connect through WalletConnect)", async () => {
    const connectors = [external, harbor, walletConnect, lantern]
    const setup = async (appKit: AppKit) => {
      appKit.store.wallets.setRegistry(memoryWalletRegistry(testWallets(6)))
      await appKit.store.adapters.ensureLoaded()
    }
    const first = await renderView(WalletSection, { options: { adapters: [testChainAdapter({ connectors })], enableInjected: false, enableEIP6963: false }, setup })
    await waitFor(() => expect(rows().filter((row) => row.group === 'recommended')).toHaveLength(4))
    expect(rows().filter((row) => row.group !== 'recommended').map((row) => row.name)).toEqual(['WalletConnect', 'Outer Wallet', 'All Wallets'])
    first.unmount()

    await renderView(WalletSection, { options: { adapters: [testChainAdapter({ connectors })], enableWalletConnect: false, customWallets: [{ id: 'mine', name: 'My Wallet' }] }, setup })
    expect(rows().map((row) => row.name)).toEqual(['Harbor Wallet', 'Lantern Wallet', 'Outer Wallet'])
  })

  it("hides All Wallets for AppKit's allWallets: 'HIDE', and off mobile for 'ONLY_MOBILE'", async () => {
    const hidden = await renderView(WalletSection, { options: { allWallets: 'HIDE' } })
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
    hidden.unmount()
    const desktop = await renderView(WalletSection, { options: { allWallets: 'ONLY_MOBILE' } })
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
    desktop.unmount()
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')
    await renderView(WalletSection, { options: { allWallets: 'ONLY_MOBILE' } })
    expect(screen.getByRole('button', { name: /All Wallets/ })).toBeTruthy()
  })

  it('opens ConnectingExternal for a connector, WalletConnect for a registry wallet, and AllWallets', async () => {
    const { store } = await renderView(WalletSection, {
      options: { adapters: [testChainAdapter({ connectors: [harbor] })] },
      setup: async (appKit) => {
        appKit.store.wallets.setRegistry(memoryWalletRegistry(testWallets(2)))
        await appKit.store.adapters.ensureLoaded()
      },
    })
    fireEvent.click(screen.getByRole('button', { name: /Harbor Wallet/ }))
    expect(store.router.view).toBe('ConnectingExternal')
    expect(store.router.data).toEqual({ connectorId: 'harbor' })

    store.router.goBack()
    fireEvent.click(await screen.findByRole('button', { name: /Wallet 1/ }))
    expect(store.router.view).toBe('ConnectingWalletConnect')
    expect(store.router.data).toEqual({ walletId: 'wallet-1', title: 'Wallet 1' })

    store.router.goBack()
    fireEvent.click(screen.getByRole('button', { name: /All Wallets/ }))
    expect(store.router.view).toBe('AllWallets')
  })
})
