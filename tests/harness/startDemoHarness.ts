import { anvilAccounts } from './anvilAccounts.ts'
import { harnessEnv } from './harnessEnv.ts'
import { startHarness } from './startHarness.ts'
import type { Harness } from './startHarness.ts'
import { standInSocialsProjectConfig } from './standInSocialsProjectConfig.ts'
import { startMailPage } from './startMailPage.ts'
import type { MailPage } from './startMailPage.ts'
import { startStandInsPage } from './startStandInsPage.ts'
import type { StandInsPage } from './startStandInsPage.ts'
import { startWalletPage } from './walletconnect/startWalletPage.ts'

/**
 * The demo's fixed loopback ports: the chains 31337 and 31338, then the project service, then Solana's RPC (its WebSocket on 8900),
 * the WalletConnect relay, the demo wallet page, the service's secure frame, the mail page and the social stand-ins' page.
 */
const demoPorts = { chains: [8545, 8546], projectService: 4100, solana: 8899, relay: 8555, walletPage: 8556, secureFrame: 8557, mailPage: 8558, standInsPage: 8559 } as const

/**
 * Starts the harness for `npm start` on the demo's fixed ports (chains on 8545 and 8546, the
 * project service on 4100 (the real `@portico/service` with its database in memory: the chains start
 * fresh each time, so a kept index would describe chains that are gone), Solana's RPC on 8899, the WalletConnect relay on 8555, the service's secure frame on 8557 (its page built first when
 * missing; e-mail login on, its users' Safe smart accounts on both chains, and Google, GitHub and Farcaster through loopback stand-ins of them,
 * `startSocialStandIns`), the demo wallet page on 8556, the mail page on 8558 (the codes the
 * frame mailed, newest first) and the stand-ins' page on 8559 (`startStandInsPage`: how to sign in
 * at each stand-in), and returns them with the env variables that pass them to the demo
 * (`harnessEnv`'s, `VITE_PORTICO_WALLET_PAGE_URL`, `VITE_PORTICO_MAIL_PAGE_URL` and `VITE_PORTICO_STAND_INS_PAGE_URL`). The returned harness's `stop` also stops the pages.
 */
export async function startDemoHarness(): Promise<{ harness: Harness; env: Record<string, string> }> {
  const harness = await startHarness({
    chainPorts: demoPorts.chains,
    projectServicePort: demoPorts.projectService,
    solanaPort: demoPorts.solana,
    relayPort: demoPorts.relay,
    serviceFrame: { port: demoPorts.secureFrame, smartAccounts: true, socials: true },
    // E-mail, Google, GitHub and Farcaster: the logins the demo's frame has.
    projectConfig: standInSocialsProjectConfig,
  })
  let walletPage
  let mailPage: MailPage | undefined
  let standInsPage: StandInsPage | undefined
  try {
    if (harness.serviceFrame) mailPage = await startMailPage(harness.serviceFrame.mailbox, { port: demoPorts.mailPage })
    if (harness.serviceFrame?.socials) standInsPage = await startStandInsPage(harness.serviceFrame.socials, { port: demoPorts.standInsPage })
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
    await mailPage?.stop()
    await standInsPage?.stop()
    await harness.stop()
    throw error
  }
  const page = walletPage
  const mail = mailPage
  const standIns = standInsPage
  const stopBoth = async () => {
    const results = await Promise.allSettled([page.stop(), mail?.stop(), standIns?.stop(), harness.stop()])
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
  }
  let stopped: Promise<void> | undefined
  return {
    harness: { ...harness, stop: () => (stopped ??= stopBoth()) },
    env: { ...harnessEnv(harness), VITE_PORTICO_WALLET_PAGE_URL: page.url, ...(mail ? { VITE_PORTICO_MAIL_PAGE_URL: mail.url } : {}), ...(standIns ? { VITE_PORTICO_STAND_INS_PAGE_URL: standIns.url } : {}) },
  }
}
