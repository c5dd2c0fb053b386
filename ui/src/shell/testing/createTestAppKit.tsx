import type { AppKit } from '../../../../kernel/src/AppKit.ts'
import type { AdapterDefinition } from '../../../../kernel/src/contracts/AdapterDefinition.ts'
import { createAppKit } from '../../../../kernel/src/createAppKit.ts'

/** A viem-style chain, as a host passes it. */
export const testChain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** A second chain, to switch to. */
export const secondTestChain = {
  id: 10,
  name: 'Optimism',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

function TestConnectView() {
  return (
    <div>
      <p>Test view body</p>
      <button type="button">First action</button>
      <button type="button">Last action</button>
    </div>
  )
}

function TestNetworksView() {
  return <p>Second view body</p>
}

/** An instance for shell and hook tests: no adapters unless given, a trivial Connect view and a second view. */
export function createTestAppKit(adapters: AdapterDefinition[] = []): AppKit {
  const appKit = createAppKit({ projectId: 'test', networks: [testChain, secondTestChain], adapters })
  appKit.store.i18n.addMessages({ 'test.connect.title': 'Test connect', 'test.networks.title': 'Second view' })
  appKit.store.registry.registerView({ id: 'Connect', title: 'test.connect.title', load: async () => ({ default: TestConnectView }) })
  appKit.store.registry.registerView({ id: 'Networks', title: 'test.networks.title', load: async () => ({ default: TestNetworksView }) })
  return appKit
}
