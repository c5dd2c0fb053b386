import type { Harness } from './startHarness.ts'

/**
 * The harness's addresses as the Vite env variables the demo reads (`import.meta.env.*`):
 * `VITE_PORTICO_PROJECT_SERVICE_URL`, `VITE_PORTICO_PROJECT_ID`, `VITE_PORTICO_RPC_{chainId}`
 * for each chain (31337, 31338) and `VITE_PORTICO_TOKEN`, the PTT address (the same on both
 * chains), `VITE_PORTICO_NAME_RESOLVER`, the TestNameResolver (also the same on both), and
 * `VITE_PORTICO_SOLANA_RPC`, the local Solana runtime's url, and `VITE_PORTICO_RELAY_URL`, the local WalletConnect relay's, and, when the harness runs it, `VITE_PORTICO_FRAME_URL`, the service's secure frame's. Vite exposes `VITE_*` variables of `process.env` to the page, so assigning these to
 * `process.env` before creating the Vite server passes them on.
 */
export function harnessEnv(harness: Pick<Harness, 'chains' | 'projectService' | 'solana' | 'relayUrl' | 'serviceFrame'>): Record<string, string> {
  const env: Record<string, string> = {
    VITE_PORTICO_SOLANA_RPC: harness.solana.rpcUrl,
    VITE_PORTICO_RELAY_URL: harness.relayUrl,
    VITE_PORTICO_PROJECT_SERVICE_URL: harness.projectService.url,
    VITE_PORTICO_PROJECT_ID: harness.projectService.projectId,
  }
  if (harness.serviceFrame) env.VITE_PORTICO_FRAME_URL = harness.serviceFrame.url
  for (const chain of harness.chains) env[`VITE_PORTICO_RPC_${chain.chainId}`] = chain.rpcUrl
  const [first] = harness.chains
  if (first) {
    env.VITE_PORTICO_TOKEN = first.tokenAddress
    env.VITE_PORTICO_NAME_RESOLVER = first.nameResolverAddress
  }
  return env
}
