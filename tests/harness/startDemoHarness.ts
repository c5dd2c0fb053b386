import { harnessEnv } from './harnessEnv.ts'
import { startHarness } from './startHarness.ts'
import type { Harness } from './startHarness.ts'

/** The demo's fixed loopback ports: the chains 31337 and 31338, then the project service, then Solana's RPC (its WebSocket on 8900). */
const demoPorts = { chains: [8545, 8546], projectService: 4100, solana: 8899 } as const

/**
 * Starts the harness for `npm start` on the demo's fixed ports (chains on 8545 and 8546, the
 * project service on 4100, Solana's RPC on 8899) and returns it with the env variables that pass it to the demo.
 */
export async function startDemoHarness(): Promise<{ harness: Harness; env: Record<string, string> }> {
  const harness = await startHarness({ chainPorts: demoPorts.chains, projectServicePort: demoPorts.projectService, solanaPort: demoPorts.solana })
  return { harness, env: harnessEnv(harness) }
}
