import { describe, expect, it } from 'vitest'
import type { ChainAdapterDefinition, ConnectorAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import { checkAdapterInstance } from './checkAdapterInstance.ts'

// An extension of the kernel's own tests, declared as an adapter package declares its own.
declare module '@portico/kernel/extend' {
  interface ChainExtensionRegistry {
    'eip155:kernelTest': { ping(): string }
    'solana:kernelTest': { ping(): string }
  }
}

const chainDefinition: ChainAdapterDefinition = { kind: 'chain', id: 'evm', namespace: 'eip155', load: async () => chain() }

function chain(extra: Partial<ChainAdapter> = {}): ChainAdapter {
  return { namespace: 'eip155', capabilities: [], getConnectors: () => [], connect: async () => ({ accounts: [], caipNetworkId: 'eip155:1' }), disconnect: async () => {}, ...extra }
}

describe('checkAdapterInstance', () => {
  it('accepts a chain adapter that keeps the contract', () => {
    expect(checkAdapterInstance(chainDefinition, chain({ capabilities: ['eip155:switchChain'], switchNetwork: async () => {} }))).toEqual([])
  })

  it('refuses capabilities without its namespace prefix', () => {
    expect(checkAdapterInstance(chainDefinition, chain({ capabilities: ['switchChain', 'solana:signMessage'] }))).toEqual([
      'capability "switchChain" does not start with eip155:',
      'capability "solana:signMessage" does not start with eip155:',
    ])
  })

  it('wants each optional operation exactly when its capability is announced', () => {
    expect(checkAdapterInstance(chainDefinition, chain({ capabilities: ['eip155:signMessage'] }))).toEqual(['signMessage is missing though eip155:signMessage is announced'])
    expect(checkAdapterInstance(chainDefinition, chain({ getBalances: async () => [] }))).toEqual(['getBalances exists but eip155:balances is not announced'])
  })

  it('wants each extension announced under its own key, of its namespace', () => {
    const ping = { ping: () => 'pong' }
    expect(checkAdapterInstance(chainDefinition, chain({ capabilities: ['eip155:kernelTest'], extensions: { 'eip155:kernelTest': ping } }))).toEqual([])
    expect(checkAdapterInstance(chainDefinition, chain({ extensions: { 'eip155:kernelTest': ping } }))).toEqual(['extension eip155:kernelTest is offered but not announced as a capability'])
    expect(checkAdapterInstance(chainDefinition, chain({ extensions: { 'solana:kernelTest': ping } }))).toEqual(['extension "solana:kernelTest" does not start with eip155:'])
  })

  it('refuses a namespace other than its definition says, and missing operations', () => {
    const broken = { namespace: 'solana', capabilities: [], getConnectors: () => [] } as unknown as ChainAdapter
    expect(checkAdapterInstance(chainDefinition, broken)).toEqual([
      'namespace is solana, its definition says eip155',
      'connect is not a function',
      'disconnect is not a function',
    ])
  })

  it('checks a connector adapter against its namespaces and for getProvider', () => {
    const definition: ConnectorAdapterDefinition = { kind: 'connector', id: 'wc', namespaces: ['eip155', 'solana'], load: async () => ({}) as ConnectorAdapter }
    const good: ConnectorAdapter = { namespaces: ['eip155', 'solana'], capabilities: ['eip155:a', 'solana:b'], getConnectors: () => [], getProvider: () => undefined }
    expect(checkAdapterInstance(definition, good)).toEqual([])
    const bad = { namespaces: [], capabilities: ['bip122:c'], getConnectors: () => [] } as unknown as ConnectorAdapter
    expect(checkAdapterInstance(definition, bad)).toEqual(['capability "bip122:c" does not start with eip155: or solana:', 'getProvider is not a function'])
  })

  it('refuses what is not an adapter object', () => {
    expect(checkAdapterInstance(chainDefinition, undefined as unknown as ChainAdapter)).toEqual(['load() did not resolve an object'])
  })
})
