import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { ChainAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import { AdapterRegistry } from './AdapterRegistry.ts'

const evm: ChainAdapterDefinition = {
  kind: 'chain',
  id: 'evm',
  namespace: 'eip155',
  discover: async () => ({ connectors: () => [], stop: () => {} }),
  load: async () => ({ namespace: 'eip155', capabilities: [], getConnectors: () => [], connect: () => new Promise(() => {}), disconnect: async () => {} }),
}

/** Lists the wallets, destroyed at once or not, then connects a namespace in the stores: the analytics events tracked. */
async function connectAfterListing(destroyFirst: boolean): Promise<string[]> {
  const root = createTestRoot({ adapters: [evm] })
  const tracked: string[] = []
  root.events.on('analytics', (event) => tracked.push(event.data.event))
  const registry = new AdapterRegistry([evm], root)
  const listing = registry.discover()
  // Before the kernel's deferred half has arrived: the adapters' work has not started yet.
  if (destroyFirst) registry.destroy()
  await listing
  runInAction(() => root.connections.setConnected('eip155', { accounts: [{ namespace: 'eip155', address: '0x0000000000000000000000000000000000000001', type: 'eoa' }], caipNetworkId: 'eip155:1', connectorId: 'someone' }))
  if (!destroyFirst) registry.destroy()
  return tracked
}

// The adapters' work starts when the kernel's deferred half arrives (startAdapterWork): a registry
// destroyed before that must not leave its tracking of AppKit's connection events running.
describe('AdapterRegistry destroyed before its work started', () => {
  it('control: a live registry tracks CONNECT_SUCCESS once its work has started', async () => {
    expect(await connectAfterListing(false)).toContain('CONNECT_SUCCESS')
  })

  it('stops the work as soon as it starts: no connection event is tracked for a destroyed registry', async () => {
    expect(await connectAfterListing(true)).toEqual([])
  })
})
