import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TestWalletGlobals } from './TestWalletGlobals.ts'
import { testWalletIcon } from './testWalletIcon.ts'
import { testWalletInitScript } from './testWalletInitScript.ts'

const globals = window as unknown as TestWalletGlobals

afterEach(() => {
  delete globals.__porticoTestWallet
  delete globals.__porticoTestWalletOptions
  window.localStorage.clear()
})

/** Runs the script as `page.addInitScript` would, and gives the announcements it made. */
async function inject(options: Parameters<typeof testWalletInitScript>[0]): Promise<unknown[]> {
  const script = await testWalletInitScript(options)
  const details: unknown[] = []
  const listener = (event: Event) => details.push((event as CustomEvent<unknown>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  try {
    new Function(script)()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  } finally {
    window.removeEventListener('eip6963:announceProvider', listener)
  }
  return details
}

describe('testWalletInitScript', () => {
  it('injects the wallet into the page: announced by EIP-6963, and driven through window.__porticoTestWallet', async () => {
    const details = await inject({ chains: { 31337: 'http://127.0.0.1:9' }, policy: 'reject' })
    expect(details).toHaveLength(2)
    const [detail] = details as { info: Record<string, string>; provider: { request(args: { method: string }): Promise<unknown> } }[]
    expect(detail?.info).toMatchObject({ name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet', icon: testWalletIcon })
    expect(detail?.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const wallet = globals.__porticoTestWallet
    expect(wallet?.provider).toBe(detail?.provider)
    await expect(detail?.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    wallet?.setPolicy('approve')
    expect(await detail?.provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet?.address])
  }, 60_000)

  it('keeps the permission in localStorage, so the wallet injected after a reload is still connected', async () => {
    await inject({ chains: { 31337: 'http://127.0.0.1:9' } })
    await globals.__porticoTestWallet?.provider.request({ method: 'eth_requestAccounts' })
    const [detail] = (await inject({ chains: { 31337: 'http://127.0.0.1:9' }, accountIndex: 0 })) as { provider: { request(args: { method: string }): Promise<unknown> } }[]
    expect(await detail?.provider.request({ method: 'eth_accounts' })).toEqual([globals.__porticoTestWallet?.address])
  }, 60_000)

  it('a second wallet beside the first: its own name, rdns, icon, account, storage key, and a prompt titled with its name', async () => {
    const icon = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    const [first] = (await inject({ chains: { 31337: 'http://127.0.0.1:9' } })) as { provider: { request(args: { method: string }): Promise<unknown> } }[]
    const firstWallet = globals.__porticoTestWallet
    await first?.provider.request({ method: 'eth_requestAccounts' })
    const [second] = (await inject({
      chains: { 31337: 'http://127.0.0.1:9' },
      accountIndex: 1,
      policy: 'prompt',
      name: 'Second Test Wallet',
      rdns: 'dev.portico.secondtestwallet',
      icon,
      storageKey: 'portico-second-test-wallet',
    })) as { info: Record<string, string>; provider: { request(args: { method: string }): Promise<unknown> } }[]
    expect(second?.info).toMatchObject({ name: 'Second Test Wallet', rdns: 'dev.portico.secondtestwallet', icon })
    expect(globals.__porticoTestWallet?.address).not.toBe(firstWallet?.address)
    // Its own storage key: the first wallet's permission is not its own.
    expect(await second?.provider.request({ method: 'eth_accounts' })).toEqual([])
    const asked = second?.provider.request({ method: 'eth_requestAccounts' })
    const dialog = await vi.waitFor(() => {
      const open = document.querySelector('dialog[data-test-wallet-prompt="eth_requestAccounts"]')
      if (!open) throw new Error('no prompt yet')
      return open
    })
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Second Test Wallet: Connect to this site')
    ;[...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Approve')?.click()
    expect(await asked).toEqual([globals.__porticoTestWallet?.address])
    expect(await first?.provider.request({ method: 'eth_accounts' })).toEqual([firstWallet?.address])
  }, 60_000)
})
