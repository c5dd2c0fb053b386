import { act, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { createAppKit } from '../../../kernel/src/createAppKit.ts'
import type { Connector } from '../../../kernel/src/model/Connector.ts'
import type { Network } from '../../../kernel/src/model/Network.ts'
import type { TokenBalance } from '../../../kernel/src/model/TokenBalance.ts'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'
import { testNetworks } from '../../../kernel/src/testing/testNetworks.ts'
import { Logger } from '../../../kernel/src/services/Logger.ts'
import { defineWebComponents } from './defineWebComponents.ts'

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }
const ethereum: Network = { ...testNetworks.ethereum, assets: { imageUrl: 'https://images.example/ethereum.png' } }
const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
let appKit: AppKit
let elements: HTMLElement[] = []

function nativeBalance(numeric: string): TokenBalance {
  return { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 0, price: 0, quantity: { decimals: '18', numeric } }
}

function createInstance(getBalances?: () => Promise<TokenBalance[]>): AppKit {
  const instance = createAppKit({
    projectId: 'test',
    networks: [ethereum, testNetworks.sepolia, testNetworks.solana],
    adapters: [testChainAdapter({ connectors: [harbor], ...(getBalances ? { getBalances } : {}) })],
  })
  vi.spyOn(instance, 'mount').mockResolvedValue()
  return instance
}

/** Puts a web component in the page and waits for React to render it. */
async function place(tagName: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement(tagName)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  await act(async () => {
    document.body.append(element)
  })
  elements.push(element)
  return element
}

/** The real button inside an element's shadow root, if it renders one. */
function buttonOf(element: HTMLElement): HTMLButtonElement | null {
  return element.shadowRoot?.querySelector('button') ?? null
}

async function setAttribute(element: HTMLElement, name: string, value: string | null): Promise<void> {
  await act(async () => {
    if (value === null) element.removeAttribute(name)
    else element.setAttribute(name, value)
  })
}

async function connectEvm(): Promise<void> {
  await act(async () => {
    await appKit.store.adapters.connect('harbor')
  })
}

beforeEach(() => {
  localStorage.clear()
  appKit = createInstance(async () => [nativeBalance('1.23456')])
  defineWebComponents(new Logger())
})

afterEach(async () => {
  await act(async () => {
    for (const element of elements) element.remove()
  })
  elements = []
  appKit.destroy()
  vi.restoreAllMocks()
})

describe('AppKit web components', () => {
  it.each([
    ['appkit-button', 'Connect Wallet'],
    ['w3m-button', 'Connect Wallet'],
    ['appkit-connect-button', 'Connect Wallet'],
    ['w3m-connect-button', 'Connect Wallet'],
    ['appkit-network-button', 'Ethereum'],
    ['w3m-network-button', 'Ethereum'],
  ])('<%s> renders a real button that opens a dialog, in its shadow root: "%s"', async (tagName, text) => {
    const element = await place(tagName)
    const button = buttonOf(element)
    expect(button?.textContent).toBe(text)
    expect(button?.type).toBe('button')
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog')
    expect(element.children).toHaveLength(0)
  })

  it.each(['appkit-account-button', 'w3m-account-button'])('<%s> renders nothing until an account is connected', async (tagName) => {
    const element = await place(tagName)
    expect(buttonOf(element)).toBeNull()
    await connectEvm()
    await waitFor(() => expect(buttonOf(element)?.textContent).toBe('1.235 ETH0x5290…9EE7'))
  })

  it('<appkit-button> follows its label, size and disabled attributes', async () => {
    const element = await place('appkit-button', { label: 'Sign in', size: 'sm' })
    expect(buttonOf(element)?.textContent).toBe('Sign in')
    expect(buttonOf(element)?.getAttribute('data-size')).toBe('sm')
    await setAttribute(element, 'label', 'Log in')
    await setAttribute(element, 'size', 'md')
    expect(buttonOf(element)?.textContent).toBe('Log in')
    expect(buttonOf(element)?.getAttribute('data-size')).toBe('md')
    await setAttribute(element, 'label', null)
    expect(buttonOf(element)?.textContent).toBe('Connect Wallet')

    await setAttribute(element, 'disabled', '')
    expect(buttonOf(element)?.disabled).toBe(true)
    await userEvent.setup().click(buttonOf(element) as HTMLButtonElement)
    expect(appKit.store.modal.open).toBe(false)
    // React 18 writes disabled={false} on a custom element as disabled="false".
    await setAttribute(element, 'disabled', 'false')
    expect(buttonOf(element)?.disabled).toBe(false)
  })

  it('<appkit-button> shows its loadingLabel while connecting, and "Connecting..." without one', async () => {
    const element = await place('appkit-button', { loadingLabel: 'Waiting for the wallet' })
    await act(async () => {
      appKit.store.connections.setActiveNamespace('eip155')
      appKit.store.connections.setConnecting('eip155', 'harbor')
    })
    expect(buttonOf(element)?.textContent).toBe('Waiting for the wallet')
    expect(buttonOf(element)?.getAttribute('aria-busy')).toBe('true')
    await setAttribute(element, 'loadingLabel', null)
    expect(buttonOf(element)?.textContent).toBe('Connecting...')
  })

  it('<appkit-button> opens the Connect view while disconnected', async () => {
    const element = await place('appkit-button')
    await userEvent.setup().click(buttonOf(element) as HTMLButtonElement)
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.router.view).toBe('Connect')
  })

  it('<appkit-button> opens from the keyboard, and loads the modal code when focused', async () => {
    const preload = vi.spyOn(appKit, 'preload').mockResolvedValue(undefined)
    const element = await place('appkit-button')
    const user = userEvent.setup()
    act(() => buttonOf(element)?.focus())
    expect(element.shadowRoot?.activeElement).toBe(buttonOf(element))
    expect(preload).toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(appKit.store.modal.open).toBe(true)
  })

  it('<appkit-button> becomes the account button once connected: short address and balance; it opens the Account view', async () => {
    const element = await place('appkit-button')
    await connectEvm()
    await waitFor(() => expect(buttonOf(element)?.getAttribute('aria-label')).toBe('Account 0x5290…9EE7, balance 1.235 ETH'))
    const button = buttonOf(element) as HTMLButtonElement
    expect(button.querySelector('[data-part="address"]')?.textContent).toBe('0x5290…9EE7')
    expect(button.querySelector('[data-part="balance"]')?.textContent).toBe('1.235 ETH')
    // The page styles them through the shadow root as ::part(button), ::part(address), ::part(balance).
    expect([button, ...button.querySelectorAll('[part]')].map((part) => part.getAttribute('part'))).toEqual(['button', 'balance', 'address'])
    expect(button.getAttribute('data-state')).toBe('connected')
    await userEvent.setup().click(button)
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.router.view).toBe('Account')
  })

  it('balance="hide" shows the address alone and reads no balance', async () => {
    appKit.destroy()
    const getBalances = vi.fn(async () => [nativeBalance('2')])
    appKit = createInstance(getBalances)
    defineWebComponents(new Logger())
    const element = await place('appkit-account-button', { balance: 'hide' })
    await connectEvm()
    expect(buttonOf(element)?.textContent).toBe('0x5290…9EE7')
    expect(buttonOf(element)?.getAttribute('aria-label')).toBe('Account 0x5290…9EE7')
    expect(getBalances).not.toHaveBeenCalled()
    await setAttribute(element, 'balance', 'show')
    await waitFor(() => expect(buttonOf(element)?.textContent).toBe('2.000 ETH0x5290…9EE7'))
  })

  it('<appkit-account-button disabled> does not open the modal', async () => {
    const element = await place('appkit-account-button', { disabled: '' })
    await connectEvm()
    expect(buttonOf(element)?.disabled).toBe(true)
    await userEvent.setup().click(buttonOf(element) as HTMLButtonElement)
    expect(appKit.store.modal.open).toBe(false)
  })

  it('<appkit-button namespace> shows that namespace: connect while only another one is connected, its account once connected', async () => {
    const element = await place('appkit-button', { namespace: 'solana' })
    await connectEvm()
    expect(buttonOf(element)?.textContent).toBe('Connect Wallet')
    await userEvent.setup().click(buttonOf(element) as HTMLButtonElement)
    expect(appKit.store.connections.activeNamespace).toBe('solana')
    expect(appKit.store.router.view).toBe('Connect')
    await act(async () => {
      appKit.store.connections.setConnected('solana', {
        accounts: [{ namespace: 'solana', address: solanaAddress, type: 'eoa' }],
        caipNetworkId: testNetworks.solana.caipNetworkId,
        connectorId: 'phantom',
      })
    })
    expect(buttonOf(element)?.getAttribute('aria-label')).toBe('Account 7EcD…FLtV')
  })

  it('<appkit-network-button> shows the active network with its image, follows switches and opens the Networks view', async () => {
    const element = await place('appkit-network-button')
    const button = buttonOf(element) as HTMLButtonElement
    expect(button.getAttribute('aria-label')).toBe('Network: Ethereum')
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://images.example/ethereum.png')
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('')
    await act(async () => appKit.store.networks.setActive('eip155', testNetworks.sepolia.caipNetworkId))
    expect(buttonOf(element)?.textContent).toBe('Sepolia')
    expect(buttonOf(element)?.querySelector('img')).toBeNull()
    await act(async () => appKit.store.networks.setActive('eip155', 'eip155:999'))
    expect(buttonOf(element)?.textContent).toBe('Unsupported network')
    expect(buttonOf(element)?.getAttribute('data-state')).toBe('error')
    await userEvent.setup().click(buttonOf(element) as HTMLButtonElement)
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.router.view).toBe('Networks')
  })

  it('<appkit-network-button disabled> is a disabled button', async () => {
    const element = await place('appkit-network-button', { disabled: '' })
    expect(buttonOf(element)?.disabled).toBe(true)
    await setAttribute(element, 'disabled', null)
    expect(buttonOf(element)?.disabled).toBe(false)
  })

  it('<appkit-connect-button> takes size, label and loadingLabel, and opens the modal', async () => {
    const element = await place('appkit-connect-button', { size: 'sm', label: 'Sign in', loadingLabel: 'One moment' })
    expect(buttonOf(element)?.getAttribute('data-size')).toBe('sm')
    expect(buttonOf(element)?.textContent).toBe('Sign in')
    await act(async () => {
      appKit.store.connections.setActiveNamespace('eip155')
      appKit.store.connections.setConnecting('eip155', 'harbor')
    })
    expect(buttonOf(element)?.textContent).toBe('One moment')
    await userEvent.setup().click(buttonOf(element) as HTMLButtonElement)
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.router.view).toBe('Connect')
  })

  it('translates its texts with the instance catalogue', async () => {
    appKit.store.i18n.addMessages({ 'button.connect': 'Wallet verbinden', 'button.network': 'Netzwerk: {name}' }, 'de')
    appKit.store.i18n.setLocale('de')
    const connect = await place('appkit-button')
    const network = await place('appkit-network-button')
    expect(buttonOf(connect)?.textContent).toBe('Wallet verbinden')
    expect(buttonOf(network)?.getAttribute('aria-label')).toBe('Netzwerk: Ethereum')
  })

  it('defining again does not throw and keeps the first definitions', () => {
    const first = customElements.get('appkit-button')
    expect(() => defineWebComponents(new Logger())).not.toThrow()
    expect(customElements.get('appkit-button')).toBe(first)
    expect(customElements.get('w3m-button')).not.toBe(first)
  })

  it('leaves a name another library defined alone', () => {
    const registry = { get: vi.fn((name: string) => (name === 'w3m-button' ? class extends HTMLElement {} : undefined)), define: vi.fn() }
    defineWebComponents(new Logger(), registry)
    expect(registry.define.mock.calls.map(([name]) => name)).not.toContain('w3m-button')
    expect(registry.define).toHaveBeenCalledTimes(7)
  })

  it('unmounts when it leaves the page and renders again when put back', async () => {
    const element = await place('appkit-button')
    await act(async () => element.remove())
    expect(buttonOf(element)).toBeNull()
    await act(async () => document.body.append(element))
    expect(buttonOf(element)?.textContent).toBe('Connect Wallet')
  })

  it('stays rendered when moved within the page', async () => {
    const element = await place('appkit-button')
    const button = buttonOf(element)
    const holder = document.createElement('div')
    document.body.append(holder)
    await act(async () => holder.append(element))
    expect(buttonOf(element)).toBe(button)
    holder.remove()
  })

  it('renders for the instance a later createAppKit makes', async () => {
    const element = await place('appkit-network-button')
    appKit.destroy()
    appKit = createAppKit({ projectId: 'test', networks: [testNetworks.solana], adapters: [] })
    await act(async () => defineWebComponents(new Logger()))
    expect(buttonOf(element)?.textContent).toBe('Solana')
  })
})
