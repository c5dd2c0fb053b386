import { anvilAccounts } from './anvilAccounts.ts'
import { harnessEnv } from './harnessEnv.ts'
import { embeddedProjectConfig } from './embeddedProjectConfig.ts'
import { startHarness } from './startHarness.ts'
import type { Harness } from './startHarness.ts'
import { startWalletPage } from './walletconnect/startWalletPage.ts'

/**
 * The demo's fixed loopback ports: the chains 31337 and 31338, then the project service, then Solana's RPC (its WebSocket on 8900),
 * the WalletConnect relay, the demo wallet page and the reference secure frame.
 */
const demoPorts = { chains: [8545, 8546], projectService: 4100, solana: 8899, relay: 8555, walletPage: 8556, secureFrame: 8557 } as const

/**
 * Starts the harness for `npm start` on the demo's fixed ports (chains on 8545 and 8546, the
 * project service on 4100 (the real `@portico/service` with its database in memory: the chains start
 * fresh each time, so a kept index would describe chains that are gone), Solana's RPC on 8899, the WalletConnect relay on 8555, the secure frame on 8557, with e-mail and social login on) and the demo
 * wallet page on 8556, and returns them with the env variables that pass them to the demo
 * (`harnessEnv`'s, and `VITE_PORTICO_WALLET_PAGE_URL`). The returned harness's `stop` also stops the wallet page.
 */
export async function startDemoHarness(): Promise<{ harness: Harness; env: Record<string, string> }> {
  const harness = await startHarness({
    chainPorts: demoPorts.chains,
    projectServicePort: demoPorts.projectService,
    solanaPort: demoPorts.solana,
    relayPort: demoPorts.relay,
    secureFrame: { port: demoPorts.secureFrame },
    // The demo shows e-mail and social login through the reference secure frame.
    projectConfig: embeddedProjectConfig,
  })
  let walletPage
  try {
    // The demo's first account (the test wallet's) holds three NFTs of the Portico Collection on the first chain.
    const [first] = harness.chains
    if (first) await first.collection.mintBatch(anvilAccounts()[0]!.address, 3)
    walletPage = await startWalletPage({
      port: demoPorts.walletPage,
      relayUrl: harness.relayUrl,
      projectId: harness.projectService.projectId,
      rpcUrls: Object.fromEntries(harness.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
      solanaRpcUrl: harness.solana.rpcUrl,
    })
  } catch (error) {
    await harness.stop()
    throw error
  }
  const page = walletPage
  const stopBoth = async () => {
    const results = await Promise.allSettled([page.stop(), harness.stop()])
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
  }
  let stopped: Promise<void> | undefined
  return {
    harness: { ...harness, stop: () => (stopped ??= stopBoth()) },
    env: { ...harnessEnv(harness), VITE_PORTICO_WALLET_PAGE_URL: page.url },
  }
}
