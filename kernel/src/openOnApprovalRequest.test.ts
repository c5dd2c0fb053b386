import { runInAction } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import { approvalsOf } from './store/approvalsOf.ts'
import { transactionsOf } from './store/transactionsOf.ts'

const ethereum = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
const sign = { namespace: 'eip155' as const, method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'] }

const kit = () => createAppKit({ projectId: 'test', networks: [ethereum], adapters: [] })

describe('ApproveTransaction opens by itself (SPEC §2)', () => {
  it('an unsafe request while the modal is closed opens it on ApproveTransaction; approving closes it again', async () => {
    const appKit = kit()
    const approved = approvalsOf(appKit.store).request(sign)
    // The watcher's code loads with the first request (watchApprovalRequests).
    await vi.waitFor(() => expect(appKit.store.modal.open).toBe(true))
    expect(appKit.store.router.view).toBe('ApproveTransaction')
    approvalsOf(appKit.store).approve()
    await expect(approved).resolves.toBeUndefined()
    expect(appKit.store.modal.open).toBe(false)
    appKit.destroy()
  })

  it('with the modal open over a transaction stack, it is redirected to, and goes back once answered', async () => {
    const appKit = kit()
    await appKit.open({ view: 'Account' })
    runInAction(() => {
      appKit.store.router.push('Networks')
      transactionsOf(appKit.store).push({})
    })
    const rejected = approvalsOf(appKit.store).request({ ...sign, method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000002', value: '0x1' }] })
    await vi.waitFor(() => expect(appKit.store.router.history.map((entry) => entry.view)).toEqual(['Account', 'Networks', 'ApproveTransaction']))
    approvalsOf(appKit.store).reject()
    await expect(rejected).rejects.toMatchObject({ code: 4001 })
    expect(appKit.store.router.view).toBe('Networks')
    expect(appKit.store.modal.open).toBe(true)
    appKit.destroy()
  })

  it('closing the modal or leaving the view rejects what waits; several requests are answered one after the other', async () => {
    const appKit = kit()
    const first = approvalsOf(appKit.store).request(sign)
    await vi.waitFor(() => expect(appKit.store.router.view).toBe('ApproveTransaction'))
    const second = approvalsOf(appKit.store).request(sign)
    approvalsOf(appKit.store).approve()
    await expect(first).resolves.toBeUndefined()
    expect(appKit.store.router.view).toBe('ApproveTransaction')
    expect(appKit.store.modal.open).toBe(true)
    appKit.close()
    await expect(second).rejects.toMatchObject({ code: 4001 })

    await appKit.open({ view: 'Account' })
    const left = approvalsOf(appKit.store).request(sign)
    expect(appKit.store.router.view).toBe('ApproveTransaction')
    runInAction(() => appKit.store.router.goBack())
    await expect(left).rejects.toMatchObject({ code: 4001 })
    expect(approvalsOf(appKit.store).queue).toHaveLength(0)
    appKit.destroy()
  })
})
