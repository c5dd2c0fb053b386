import { afterEach, describe, expect, it } from 'vitest'
import { announceTestWallet } from '../../../tests/harness/testWallet/announceTestWallet.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { testWalletIcon } from '../../../tests/harness/testWallet/testWalletIcon.ts'
import type { EvmAdapter } from './EvmAdapter.ts'
import type { EvmOptions } from './EvmOptions.ts'
import { evm } from './evm.ts'
import { anvilNetwork } from './testing/anvilNetwork.ts'
import { recordingContext } from './testing/recordingContext.ts'
import type { RecordingContext } from './testing/recordingContext.ts'

// No request reaches this url: connecting asks the wallet only for its accounts and chain id.
const chains = { 31337: 'http://127.0.0.1:9' }
const cleanups: (() => void)[] = []
const windowWithEthereum = window as unknown as { ethereum?: unknown }

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete windowWithEthereum.ethereum
})

async function load(options: EvmOptions = {}): Promise<{ adapter: EvmAdapter; context: RecordingContext }> {
  const context = recordingContext([anvilNetwork(31337, chains[31337])])
  const adapter = await evm(options).load(context)
  cleanups.push(() => adapter.destroy?.())
  return { adapter, context }
}

function announced() {
  const result = announceTestWallet({ chains, window })
  cleanups.push(result.stop)
  return result
}

function announceRaw(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

const testWalletConnector = {
  id: 'dev.portico.testwallet',
  type: 'ANNOUNCED',
  name: 'Portico Test Wallet',
  namespaces: ['eip155'],
  info: { rdns: 'dev.portico.testwallet' },
  imageUrl: testWalletIcon,
}

describe('EIP-6963 and window.ethereum discovery', () => {
  it('asks wallets to announce themselves on load and offers them as ANNOUNCED connectors', async () => {
    announced()
    const { adapter } = await load()
    expect(adapter.getConnectors()).toEqual([testWalletConnector])
  })

  it('a wallet that announces itself later is offered too, and the kernel is told', async () => {
    const { adapter, context } = await load()
    expect(adapter.getConnectors()).toEqual([])
    announced()
    expect(context.events).toEqual(['connectors'])
    expect(adapter.getConnectors()).toEqual([testWalletConnector])
  })

  it('the same announcement again changes nothing', async () => {
    const { wallet } = announced()
    const { adapter, context } = await load()
    const info = { uuid: 'another-uuid', name: 'Portico Test Wallet', icon: testWalletIcon, rdns: 'dev.portico.testwallet' }
    announceRaw({ info, provider: wallet.provider })
    expect(context.events).toEqual([])
    expect(adapter.getConnectors()).toHaveLength(1)
  })

  it('ignores announcements without a provider, a name or an rdns, and drops an unsafe icon', async () => {
    const { adapter } = await load()
    const provider = createTestWallet({ chains }).provider
    announceRaw({ info: { uuid: '1', name: 'No Provider', icon: '', rdns: 'com.none' }, provider: {} })
    announceRaw({ info: { uuid: '2', name: ' ', icon: '', rdns: 'com.blank' }, provider })
    announceRaw({ info: { uuid: '3', name: 'No Rdns', icon: '', rdns: '' }, provider })
    announceRaw({ info: { uuid: '4', name: 'Script Icon', icon: 'javascript:alert(1)', rdns: 'com.script' }, provider })
    announceRaw('not an announcement')
    expect(adapter.getConnectors()).toEqual([{ id: 'com.script', type: 'ANNOUNCED', name: 'Script Icon', namespaces: ['eip155'], info: { rdns: 'com.script' } }])
  })

  it('offers window.ethereum as the INJECTED "Browser Wallet", unless it also announced itself', async () => {
    windowWithEthereum.ethereum = createTestWallet({ chains }).provider
    const { adapter } = await load()
    expect(adapter.getConnectors()).toEqual([{ id: 'injected', type: 'INJECTED', name: 'Browser Wallet', namespaces: ['eip155'] }])
    windowWithEthereum.ethereum = announced().wallet.provider
    expect(adapter.getConnectors()).toEqual([testWalletConnector])
  })

  it('tells the kernel when window.ethereum says it is initialized', async () => {
    const { adapter, context } = await load()
    windowWithEthereum.ethereum = createTestWallet({ chains }).provider
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(context.events).toEqual(['connectors'])
    expect(adapter.getConnectors().map((connector) => connector.type)).toEqual(['INJECTED'])
  })

  it('lists the host\'s connectors first, and a host id wins over an announced rdns', async () => {
    announced()
    const provider = createTestWallet({ chains }).provider
    const { adapter } = await load({ connectors: [{ id: 'dev.portico.testwallet', name: 'Host Wallet', provider }] })
    expect(adapter.getConnectors()).toEqual([{ id: 'dev.portico.testwallet', type: 'EXTERNAL', name: 'Host Wallet', namespaces: ['eip155'] }])
  })

  it('connects through the announced wallet', async () => {
    const { wallet } = announced()
    const { adapter } = await load()
    expect(await adapter.connect('dev.portico.testwallet')).toEqual({
      accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    })
  })

  it('looks for nothing with discover: false, and stops listening once destroyed', async () => {
    announced()
    const { adapter: blind } = await load({ discover: false })
    expect(blind.getConnectors()).toEqual([])
    const { adapter, context } = await load()
    adapter.destroy?.()
    announceRaw({ info: { uuid: '5', name: 'Late', icon: '', rdns: 'com.late' }, provider: createTestWallet({ chains }).provider })
    expect(context.events).toEqual([])
  })
})
