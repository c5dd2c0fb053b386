import { describe, expect, it } from 'vitest'
import { polkadotTestNetwork as polkadot } from '../../template/src/testing/polkadotTestNetwork.ts'
import { arbitrum } from '../../../networks/src/arbitrum.ts'
import { mainnet } from '../../../networks/src/mainnet.ts'
import { solana } from '../../../networks/src/solana.ts'
import { proposalNamespaces } from './proposalNamespaces.ts'

describe('proposalNamespaces', () => {
  it('asks for polkadot with its methods unless left out of the namespaces served', () => {
    expect(proposalNamespaces([polkadot]).polkadot?.methods).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])
    expect(proposalNamespaces([polkadot, mainnet], ['eip155'])).toEqual({ eip155: expect.objectContaining({ chains: ['eip155:1'] }) })
  })

  it("asks per namespace for its networks' CAIP ids, once each, with their first RPC url by chain reference", () => {
    const namespaces = proposalNamespaces([mainnet, arbitrum, mainnet, solana])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:42161'])
    expect(namespaces.eip155?.rpcMap).toEqual({ 1: mainnet.rpcUrls.default?.http[0], 42161: arbitrum.rpcUrls.default?.http[0] })
    expect(namespaces.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']))
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId])
  })

  it('asks for nothing without networks', () => {
    expect(proposalNamespaces([])).toEqual({})
  })
})
