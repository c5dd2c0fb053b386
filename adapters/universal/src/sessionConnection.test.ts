import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../networks/src/mainnet.ts'
import { sessionConnection } from './sessionConnection.ts'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A provider whose session holds these namespaces; its methods are never called here. */
function withSession(namespaces: Record<string, { accounts: string[] }> | undefined): UniversalProviderLike {
  const unused = () => {
    throw new Error('not called')
  }
  return { session: namespaces && { topic: 'topic', namespaces }, connect: unused, request: unused, disconnect: unused, setDefaultChain: unused, on: unused, removeListener: unused }
}

describe('sessionConnection', () => {
  it("reads a namespace's accounts on the network of its first account, once each", () => {
    const universal = withSession({ eip155: { accounts: [`eip155:31337:${alice}`, `eip155:1:${bob}`, `eip155:31337:${alice}`] }, solana: { accounts: ['solana:abc:Key'] } })
    expect(sessionConnection(universal, 'eip155')).toEqual({ accounts: [{ namespace: 'eip155', address: alice, type: 'eoa' }], caipNetworkId: 'eip155:31337' })
  })

  it('prefers the network asked for when the wallet approved an account there; session namespaces keyed by chain count', () => {
    const universal = withSession({ 'eip155:31337': { accounts: [`eip155:31337:${alice}`] }, 'eip155:1': { accounts: [`eip155:1:${bob}`] } })
    expect(sessionConnection(universal, 'eip155', mainnet)).toEqual({ accounts: [{ namespace: 'eip155', address: bob, type: 'eoa' }], caipNetworkId: 'eip155:1' })
  })

  it('gives Bitcoin accounts the payment type', () => {
    const universal = withSession({ bip122: { accounts: ['bip122:000000000019d6689c085ae165831e93:bc1qaddress'] } })
    expect(sessionConnection(universal, 'bip122')?.accounts).toEqual([{ namespace: 'bip122', address: 'bc1qaddress', type: 'payment' }])
  })

  it('is undefined without a session, or with none of the namespace', () => {
    expect(sessionConnection(withSession(undefined), 'eip155')).toBeUndefined()
    expect(sessionConnection(withSession({ solana: { accounts: ['solana:abc:Key'] } }), 'eip155')).toBeUndefined()
  })
})
