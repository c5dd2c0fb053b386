import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import ConnectView from './ConnectView.tsx'
import { renderView } from './testing/renderView.tsx'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function addEmailAndSocialSections(appKit: AppKit): void {
  const { registry } = appKit.store
  registry.addConnectSection({ id: 'socials', kind: 'social', load: async () => ({ default: () => <p>Social section</p> }) })
  registry.addConnectSection({ id: 'email', kind: 'email', load: async () => ({ default: () => <p>Email section</p> }) })
}

function renderedKinds(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-kind]')].map((element) => element.getAttribute('data-kind') ?? '')
}

describe('ConnectView', () => {
  it('orders the sections email, social, wallet when no injected or announced wallet is shown (SPEC §2)', async () => {
    const { container } = await renderView(ConnectView, { setup: addEmailAndSocialSections })
    await screen.findByText('Email section')
    expect(renderedKinds(container)).toEqual(['email', 'social', 'wallet'])
    expect(container.querySelector('.pc-connect')?.getAttribute('data-state')).toBe('default')
  })

  it('puts the wallet section first when an announced wallet is shown (SPEC §2)', async () => {
    const adapter = testChainAdapter({
      connectors: [{ id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'], info: { rdns: 'dev.harbor' } }],
    })
    const { container } = await renderView(ConnectView, { options: { adapters: [adapter] }, setup: addEmailAndSocialSections })
    await screen.findByText('Harbor Wallet')
    expect(renderedKinds(container)).toEqual(['wallet', 'email', 'social'])
  })

  it('keeps SPEC order when the only injected entry is the hidden "Browser Wallet" (desktop)', async () => {
    const adapter = testChainAdapter({ connectors: [{ id: 'browser', type: 'INJECTED', name: 'Browser Wallet', namespaces: ['eip155'] }] })
    const { container, store } = await renderView(ConnectView, {
      options: { adapters: [adapter] },
      setup: async (appKit) => {
        addEmailAndSocialSections(appKit)
        await appKit.store.adapters.ensureLoaded()
      },
    })
    await screen.findByText('Email section')
    expect(store.adapters.connectors.map((connector) => connector.id)).toEqual(['browser'])
    expect(renderedKinds(container)).toEqual(['email', 'social', 'wallet'])
  })

  it("leaves e-mail and social login only with AppKit's enableWallets: false", async () => {
    const { container } = await renderView(ConnectView, { options: { enableWallets: false }, setup: addEmailAndSocialSections })
    await screen.findByText('Email section')
    expect(renderedKinds(container)).toEqual(['email', 'social'])
  })

  it('shows its empty state when no section is registered', async () => {
    const { container } = await renderView(ConnectView, { setup: (_appKit, removeCoreViews) => removeCoreViews() })
    expect(container.querySelector('.pc-connect')?.getAttribute('data-state')).toBe('empty')
    expect(screen.getByText('No way to connect is available')).toBeTruthy()
  })

  it('offers a retry when a section fails to load', async () => {
    // React reports the error the boundary caught; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    const { container } = await renderView(ConnectView, {
      setup: (appKit) => {
        appKit.store.registry.addConnectSection({
          id: 'email',
          kind: 'email',
          load: async () => {
            attempts += 1
            if (attempts === 1) throw new Error('chunk failed')
            return { default: () => <p>Email section</p> }
          },
        })
      },
    })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(container.querySelector('[data-kind="email"] [data-state="error"]')).toBeTruthy()
    fireEvent.click(retry)
    await waitFor(() => expect(screen.getByText('Email section')).toBeTruthy())
    expect(attempts).toBe(2)
  })

  it("keeps a section's reserve while its code loads, and only a spinner's size without one (issue 34)", async () => {
    let arrive: (value: { default: () => ReactElement }) => void = () => undefined
    const { container } = await renderView(ConnectView, {
      setup: (appKit) => {
        appKit.store.registry.addConnectSection({ id: 'email', kind: 'email', load: () => new Promise((resolve) => (arrive = resolve)), reserve: () => '67px' })
        appKit.store.registry.addConnectSection({ id: 'socials', kind: 'social', load: () => new Promise(() => undefined) })
      },
    })
    const loading = (id: string) => container.querySelector<HTMLElement>(`[data-section="${id}"] [data-state="loading"]`)
    await waitFor(() => expect(loading('email')).toBeTruthy())
    expect(loading('email')?.style.minBlockSize).toBe('67px')
    expect(loading('socials')?.style.minBlockSize).toBe('')
    arrive({ default: () => <p>Email section</p> })
    await screen.findByText('Email section')
    expect(loading('email')).toBeNull()
  })
})
