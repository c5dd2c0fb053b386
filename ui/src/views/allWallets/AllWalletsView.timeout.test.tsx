import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpClient } from '../../../../kernel/src/services/HttpClient.ts'
import { ProjectWalletRegistry } from '../../../../kernel/src/store/ProjectWalletRegistry.ts'
import AllWalletsView from '../AllWalletsView.tsx'
import { renderView } from '../testing/renderView.tsx'

/** The wallet registry's service on a fake fetch: hung (honouring aborts) until it comes back 'up'. */
let mode: 'hang' | 'up' = 'hang'
let requests = 0
function serviceFetch(_input: string | URL | Request, init?: RequestInit): Promise<Response> {
  requests += 1
  if (mode === 'hang') return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
  return Promise.resolve(new Response(JSON.stringify({ count: 1, data: [{ id: 'wallet-1', name: 'Wallet 1' }] }), { status: 200 }))
}

function viewState(): string | null | undefined {
  return document.querySelector('.pc-all-wallets')?.getAttribute('data-state')
}

beforeEach(() => {
  mode = 'hang'
  requests = 0
  vi.stubGlobal('IntersectionObserver', class {
    observe(): void {}
    disconnect(): void {}
  })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('AllWalletsView with the wallet registry hung', () => {
  it('shows its error with Try again after the 10 s timeout, not skeletons forever, and recovers', async () => {
    vi.useFakeTimers()
    const registry = new ProjectWalletRegistry(new HttpClient({ baseUrl: 'http://service.test', fetch: serviceFetch }))
    await renderView(AllWalletsView, { setup: (appKit) => appKit.store.wallets.setRegistry(registry) })
    await act(() => vi.advanceTimersByTimeAsync(9_999))
    expect(viewState()).toBe('loading')
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(9)

    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(viewState()).toBe('error')
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(0)
    expect(screen.getByRole('alert').textContent).toContain('Wallets could not be loaded')
    // A timeout is not retried on its own: the user asks again.
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(requests).toBe(1)

    mode = 'up'
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(viewState()).toBe('default')
    expect(document.querySelector('.pc-wallet-card[data-wallet="wallet-1"]')?.textContent).toContain('Wallet 1')
    expect(requests).toBe(2)
  })
})
