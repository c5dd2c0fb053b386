import type { Network } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { polkadotTestNetwork as polkadot } from '../../template/src/testing/polkadotTestNetwork.ts'
import { bitcoinMainnet } from '../../bitcoin/src/networks/bitcoinMainnet.ts'
import { anvilNetwork } from '../../evm/src/testing/anvilNetwork.ts'
import { solanaDevnet } from '../../solana/src/networks/solanaDevnet.ts'
import { solanaLocalnet } from '../../solana/src/networks/solanaLocalnet.ts'
import { buildNamespaces } from './buildNamespaces.ts'

describe('buildNamespaces', () => {
  it('builds eip155 with every configured chain, its methods and events, and an rpcMap by chain id', () => {
    const namespaces = buildNamespaces([anvilNetwork(31337, 'http://127.0.0.1:8545'), anvilNetwork(31338, 'http://127.0.0.1:8546')])
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'eth_accounts',
        'eth_requestAccounts',
        'eth_chainId',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_getCapabilities',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    })
  })

  it('builds solana (local network keyed localnet) and bip122 beside eip155, each with its own methods', () => {
    const namespaces = buildNamespaces([solanaLocalnet('http://127.0.0.1:8899'), solanaDevnet, anvilNetwork(1, 'http://127.0.0.1:8545'), bitcoinMainnet])
    expect(Object.keys(namespaces).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(namespaces.solana).toEqual({
      chains: ['solana:localnet', solanaDevnet.caipNetworkId],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: { localnet: 'http://127.0.0.1:8899', [solanaDevnet.caipNetworkId.slice('solana:'.length)]: solanaDevnet.rpcUrls.default?.http[0] },
    })
    expect(namespaces.bip122?.chains).toEqual([bitcoinMainnet.caipNetworkId])
    expect(namespaces.bip122?.methods).toEqual(['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'])
    // Bitcoin networks carry no JSON-RPC url: nothing to map, and no public one is made up.
    expect(namespaces.bip122?.rpcMap).toEqual({})
  })

  it('leaves out namespaces without networks, polkadot, duplicates and networks whose CAIP id is of another namespace', () => {
    const mislabelled: Network = { ...anvilNetwork(5, 'http://127.0.0.1:1'), caipNetworkId: 'solana:5' }
    const namespaces = buildNamespaces([polkadot, anvilNetwork(1, 'http://127.0.0.1:2'), anvilNetwork(1, 'http://127.0.0.1:3'), mislabelled])
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1'])
    expect(namespaces.eip155?.rpcMap).toEqual({ 1: 'http://127.0.0.1:2' })
    expect(buildNamespaces([])).toEqual({})
  })

  it('gives each namespace its own lists: changing one proposal leaves the next untouched', () => {
    const first = buildNamespaces([anvilNetwork(1, 'http://127.0.0.1:2')])
    first.eip155?.methods.push('eth_sign')
    expect(buildNamespaces([anvilNetwork(1, 'http://127.0.0.1:2')]).eip155?.methods).not.toContain('eth_sign')
  })
})
