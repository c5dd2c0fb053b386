import { storyAdapter } from '../../../stories/storyAdapter.ts'
import { storyNetworks } from '../../../stories/storyNetworks.ts'
import { adapterContract } from './adapterContract.ts'

// The Storybook's adapter keeps the same contract as the real ones.
for (const namespace of ['eip155', 'solana'] as const) {
  adapterContract(`story adapter (${namespace})`, {
    create: () => storyAdapter({ namespace }),
    networks: storyNetworks,
    connectorId: `${namespace}:announced`,
    decline: { connectorId: `${namespace}:announced`, create: () => storyAdapter({ namespace, connect: 'decline' }) },
  })
}
