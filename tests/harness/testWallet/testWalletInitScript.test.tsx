import { afterEach, describe, expect, it } from 'vitest'
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
})
