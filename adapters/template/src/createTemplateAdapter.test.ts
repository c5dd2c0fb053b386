import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { createTemplateAdapter } from './createTemplateAdapter.ts'
import { polkadotTestNetwork } from './testing/polkadotTestNetwork.ts'
import { templateRecordingContext } from './testing/templateRecordingContext.ts'
import { templateTestWallet } from './testing/templateTestWallet.ts'
import type { TemplateTestWalletOptions } from './testing/templateTestWallet.ts'

function setUp(walletOptions: TemplateTestWalletOptions = {}, networks = [polkadotTestNetwork]) {
  const test = templateTestWallet(walletOptions)
  const context = templateRecordingContext(networks)
  const adapter = createTemplateAdapter(context, { connector: { id: 'test-wallet', name: 'Test Wallet', wallet: test.wallet, icon: 'javascript:alert(1)' } })
  return { test, context, adapter }
}

const rejectionOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('createTemplateAdapter', () => {
  it('refuses options of the wrong shape with a ConfigError that says what is wrong', () => {
    const context = templateRecordingContext([polkadotTestNetwork])
    const attempt = () => createTemplateAdapter(context, { connector: { id: 'x', name: 'X', wallet: {} } })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/connector\.wallet: expected a wallet \{ enable\(\), signRaw\(\)/)
  })

  it('offers the host wallet as an EXTERNAL polkadot connector, without an unsafe icon, and announces signMessage only', () => {
    const { adapter } = setUp()
    expect(adapter.getConnectors()).toEqual([{ id: 'test-wallet', type: 'EXTERNAL', name: 'Test Wallet', namespaces: ['polkadot'] }])
    expect(adapter.capabilities).toEqual(['polkadot:signMessage'])
    expect('switchNetwork' in adapter).toBe(false)
  })

  it('connects on the configured network with the granted accounts', async () => {
    const { adapter, test } = setUp()
    await expect(adapter.connect('test-wallet')).resolves.toEqual({
      accounts: [{ namespace: 'polkadot', address: test.address, type: 'eoa' }],
      caipNetworkId: polkadotTestNetwork.caipNetworkId,
    })
    expect(test.subscribers()).toBe(1)
  })

  it('maps a decline to 4001, an unknown connector to CONNECTOR_NOT_FOUND, and a missing network to a ConfigError', async () => {
    const declining = setUp({ policy: 'reject' })
    const declined = await rejectionOf(declining.adapter.connect('test-wallet'))
    expect(declined).toBeInstanceOf(ProviderError)
    expect((declined as ProviderError).code).toBe(4001)
    expect(await rejectionOf(setUp().adapter.connect('other'))).toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
    expect(await rejectionOf(setUp({}, []).adapter.connect('test-wallet'))).toBeInstanceOf(ConfigError)
  })

  it('refuses an answer of the wrong shape with -32603 and no account with 4100', async () => {
    const wrong = setUp()
    wrong.test.wallet.enable = async () => ({ accounts: [] })
    const error = await rejectionOf(wrong.adapter.connect('test-wallet'))
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ code: -32603, details: expect.stringContaining('a list of accounts') })
    const empty = setUp()
    empty.test.wallet.enable = async () => []
    expect(await rejectionOf(empty.adapter.connect('test-wallet'))).toMatchObject({ code: 4100 })
  })

  it('signs a message as hex bytes with a granted address, and refuses others', async () => {
    const { adapter, test } = setUp()
    expect(await rejectionOf(adapter.signMessage('hi', test.address))).toMatchObject({ code: 4900 })
    await adapter.connect('test-wallet')
    await expect(adapter.signMessage('hi', test.address)).resolves.toBe(`0x${'ab'.repeat(64)}`)
    expect(test.signed).toEqual([{ address: test.address, data: '0x6869' }])
    expect(await rejectionOf(adapter.signMessage('hi', '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'))).toMatchObject({ code: 4100 })
  })

  it('reports account changes, ignores malformed ones, and ends the connection when none are left', async () => {
    const { adapter, context, test } = setUp()
    await adapter.connect('test-wallet')
    const other = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
    test.emit([{ address: other }])
    test.emit('not accounts')
    await expect(adapter.signMessage('hi', other)).resolves.toBeDefined()
    test.emit([])
    expect(context.events).toEqual([`accounts polkadot ${other}`, 'accounts polkadot ', 'disconnect polkadot'])
    expect(test.subscribers()).toBe(0)
    expect(await rejectionOf(adapter.signMessage('hi', other))).toMatchObject({ code: 4900 })
  })

  it('disconnect stops following the wallet and asks it to forget the app, once', async () => {
    const { adapter, test } = setUp()
    await adapter.connect('test-wallet')
    await adapter.disconnect()
    await adapter.disconnect()
    expect(test.subscribers()).toBe(0)
    expect(test.disconnects()).toBe(1)
  })
})
