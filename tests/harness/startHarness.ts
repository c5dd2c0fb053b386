import { address, lamports } from '@solana/kit'
import type { Address } from 'viem'
import { startAnvil } from './anvil.ts'
import type { AnvilChain } from './anvil.ts'
import { deployCollection } from './deployCollection.ts'
import type { DeployedCollection } from './deployCollection.ts'
import { deployExchange } from './deployExchange.ts'
import type { HarnessExchange } from './deployExchange.ts'
import { deployNameResolver } from './deployNameResolver.ts'
import { deploySmartAccounts } from './deploySmartAccounts.ts'
import { freePort } from './freePort.ts'
import { nameGateway, nameGatewayUrl } from './nameGateway.ts'
import { deployToken } from './deployToken.ts'
import { startExchangeStandIns } from './exchangeStandIns.ts'
import type { HarnessExchanges } from './exchangeStandIns.ts'
import { startOnRampStandIns } from './onRampStandIns.ts'
import type { HarnessOnRamps } from './onRampStandIns.ts'
import { onRampSolanaFunder } from './onRampFunder.ts'
import { startProjectService } from './projectService.ts'
import type { ProjectService } from './projectService.ts'
import { startSolanaRpc } from './solana/startSolanaRpc.ts'
import type { SolanaRpc } from './solana/startSolanaRpc.ts'
import { solanaTestKeypair } from './solanaTestWallet/solanaTestKeypair.ts'
import { startRelay } from './walletconnect/startRelay.ts'
import { bitcoinTestAddress } from './bitcoinTestWallet/bitcoinTestAddress.ts'
import { startEsploraStandIn } from './esploraStandIn.ts'
import type { EsploraStandIn } from './esploraStandIn.ts'
import { fundAccount } from './fundAccount.ts'
import { safeAddressOf } from './safeAddressOf.ts'
import type { HarnessServiceFrame } from './HarnessServiceFrame.ts'
import { prepareServiceFrame } from './prepareServiceFrame.ts'
import type { SmartAccountContracts } from './SmartAccountContracts.ts'
import type { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'
import type { Relay } from './walletconnect/startRelay.ts'

/** Options of `startHarness`; without ports, free ones are picked (tests). */
export interface HarnessOptions {
  /** Ports on 127.0.0.1 for the two chains, in the order of `harnessChainIds`. */
  chainPorts?: readonly [number, number]
  projectServicePort?: number
  /** Port on 127.0.0.1 of the Solana JSON-RPC (its WebSocket takes the next port). */
  solanaPort?: number
  /** Port on 127.0.0.1 of the local WalletConnect relay. */
  relayPort?: number
  /** The project service's valid project id; default `portico-demo`. */
  projectId?: string
  /** The project service's allowed origins; default any port of 127.0.0.1 and localhost. */
  allowedOrigins?: readonly string[]
  /** What the project service's `/config` answers; default `testProjectConfig` (e-mail and social login off). */
  projectConfig?: ProjectConfig
  /**
   * Also run the project service's deployable secure frame (its own listener, the page built for
   * production, e-mail to a mailbox on loopback), its origin on this port or a free one. Each new
   * embedded wallet gets `serviceFrameFunds` on each chain (anvil_setBalance: the harness's faucet).
   * With `smartAccounts`, its users also get a Safe on both chains (the harness's contracts, the
   * service's bundler), and the faucet funds each user's Safe on each chain too. With `socials`, it
   * also logs in with Google, GitHub and Farcaster through loopback stand-ins of them
   * (`startSocialStandIns`), on its `socials`.
   */
  serviceFrame?: boolean | { port?: number; smartAccounts?: boolean; socials?: boolean }
}

/** What the harness's faucet gives each new wallet of the service's secure frame, on each chain: 10 ETH. */
export const serviceFrameFunds = 10n ** 19n

/** One local chain of the harness, with the PTT token and the local exchange deployed. */
export interface HarnessChain {
  chainId: number
  rpcUrl: string
  tokenAddress: Address
  /** The TestNameResolver, a local stand-in for ENS's universal resolver with the test names. */
  nameResolverAddress: Address
  /** The Portico Collection (ERC-721, on-chain metadata and SVG images), with mint and transfer helpers; nothing minted yet. */
  collection: DeployedCollection
  /** Another PorticoCollection, "Spam Collection", that the project service flags as spam. */
  spamCollection: DeployedCollection
  /**
   * The local Uniswap v2 exchange (WETH9, factory, router) and the Portico Dollar (PUSD, 6
   * decimals, 1 000 000 to each account), seeded by anvil account 9: ETH/PTT 100 : 150 000 and
   * PTT/PUSD 100 000 : 200 000 (`exchangeSeed`). The project service offers it for swaps.
   */
  exchange: HarnessExchange
  /**
   * ERC-4337 EntryPoint v0.7 and the Safe 4337 stack (`deploySmartAccounts`, from a key of their
   * own, after the rest): the embedded wallet's smart accounts; the project service bundles for them.
   */
  smartAccounts: SmartAccountContracts
  /** The chain's node, to take it away and bring it back with its state during a test. */
  node: Pick<AnvilChain, 'halt' | 'resume'>
}

/** A running harness. */
export interface Harness {
  /** Chain 31337 first, then 31338. */
  chains: HarnessChain[]
  projectServiceUrl: string
  /** The project service itself, such as to change its allowed origins during a test. */
  projectService: ProjectService
  /** The local Solana runtime (`solana:localnet`), the Solana test wallet's account funded. */
  solana: SolanaRpc
  /** SPEC §9's two on-ramp providers as local stand-ins the project service offers, paying out from anvil account 7 and a funded Solana key. */
  onRamps: HarnessOnRamps
  /** An exchange as a local stand-in the project service offers to pay from (Pay with exchange), paying out ETH and PTT from anvil account 6. */
  exchanges: HarnessExchanges
  /** Bitcoin testnet as an Esplora stand-in the project service proxies (`/bitcoin/{caip2}/...`), the Bitcoin test wallet's address funded. */
  bitcoin: { caipNetworkId: string; esplora: EsploraStandIn }
  /** The local WalletConnect relay's url, `ws://127.0.0.1:<port>` (any project id, auth JWT checked). */
  relayUrl: string
  /** The relay itself, such as to see its connections or drop them during a test. */
  relay: Relay
  /** The service's deployable secure frame, when asked for: e-mail login, codes caught by a mailbox on loopback. */
  serviceFrame?: HarnessServiceFrame
  /** Stops the project service, both chains and the rest, and waits for them; calling it again does nothing more. */
  stop(): Promise<void>
}

/** What the Solana test wallet's account holds at start: 10 SOL. */
const solanaTestWalletLamports = 10_000_000_000n
/** What the on-ramp stand-ins' Solana funder holds at start: 1000 SOL. */
const onRampFunderLamports = 1_000_000_000_000n

/** What the Bitcoin test wallet's address holds at start: two unspent outputs, 0.001 and 0.0005 BTC. */
const bitcoinTestWalletSatoshis = [100_000n, 50_000n] as const
/** Bitcoin testnet3 (CAIP-2), the network of the Esplora stand-in. */
const bitcoinTestnetId = 'bip122:000000000933ea01ad0ee984209779ba'

/** The chain ids of the harness's two anvil chains, so that switching networks is real. */
const harnessChainIds = [31337, 31338] as const

async function stopAll(parts: readonly { stop(): Promise<void> }[]): Promise<void> {
  const results = await Promise.allSettled(parts.map((part) => part.stop()))
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * Starts the local test environment: two anvil chains (31337 and 31338) on 127.0.0.1, the PTT
 * token deployed on each (same address on both: fresh chains, same deployer and nonce) and the
 * local exchange with PUSD (`deployExchange`), and
 * the project service (the real `@portico/service`, PGlite in memory) indexing them, reading
 * balances from them and quoting swaps on their exchanges, and a Solana runtime (litesvm behind JSON-RPC)
 * with the Solana test wallet's fixed account funded with 10 SOL, and a local WalletConnect relay. If a part fails to start, the parts already
 * started are stopped before the error is thrown.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const started: { stop(): Promise<void> }[] = []
  try {
    const anvils = await Promise.allSettled(
      harnessChainIds.map((chainId, index) => {
        const port = options.chainPorts?.[index]
        return startAnvil(port === undefined ? { chainId } : { chainId, port })
      }),
    )
    for (const result of anvils) if (result.status === 'fulfilled') started.push(result.value)
    const failedAnvil = anvils.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failedAnvil) throw failedAnvil.reason
    const runningChains = anvils.map((result) => (result as PromiseFulfilledResult<AnvilChain>).value)

    // The service's port is known before the chains' name resolvers are deployed: they point at its gateway.
    const projectServicePort = options.projectServicePort ?? (await freePort())
    const chains: HarnessChain[] = await Promise.all(
      runningChains.map(async (chain) => {
        // One after the other from the same account: the addresses are the same on both chains.
        const tokenAddress = await deployToken(chain.rpcUrl)
        const nameResolverAddress = await deployNameResolver(chain.rpcUrl, nameGatewayUrl(`http://127.0.0.1:${projectServicePort}`))
        const collection = await deployCollection(chain.rpcUrl)
        const spamCollection = await deployCollection(chain.rpcUrl, { name: 'Spam Collection', symbol: 'SPAM' })
        // Last, and sent by account 9: what account 0 deployed above keeps its addresses.
        const exchange = await deployExchange(chain.rpcUrl, tokenAddress)
        // After everything else, and from a key of their own: no address above moves.
        const smartAccounts = await deploySmartAccounts(chain.rpcUrl)
        const node = { halt: chain.halt, resume: chain.resume }
        return { chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokenAddress, nameResolverAddress, collection, spamCollection, exchange, smartAccounts, node }
      }),
    )
    const solana = await startSolanaRpc(options.solanaPort === undefined ? {} : { port: options.solanaPort })
    started.push(solana)
    solana.svm.airdrop(address(solanaTestKeypair().publicKey.toBase58()), lamports(solanaTestWalletLamports))
    solana.svm.airdrop(address(onRampSolanaFunder().publicKey.toBase58()), lamports(onRampFunderLamports))
    const onRamps = await startOnRampStandIns({
      evm: Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
      solana: { chainId: 'solana:localnet', rpcUrl: solana.rpcUrl },
    })
    started.push(onRamps)
    const exchanges = await startExchangeStandIns(chains)
    started.push(exchanges)
    const esplora = await startEsploraStandIn({ network: 'testnet' })
    started.push(esplora)
    for (const amount of bitcoinTestWalletSatoshis) esplora.fund(bitcoinTestAddress(), amount)
    const smartAccounts = typeof options.serviceFrame === 'object' && options.serviceFrame.smartAccounts === true
    // Loaded only when asked for: the OpenID provider and the Farcaster libraries are big.
    const socials = typeof options.serviceFrame === 'object' && options.serviceFrame.socials === true ? await (await import('./startSocialStandIns.ts')).startSocialStandIns() : undefined
    if (socials) started.push(socials)
    const serviceFrame = options.serviceFrame
      ? await prepareServiceFrame({
          ...(socials ? { socials } : {}),
          ...(typeof options.serviceFrame === 'object' && options.serviceFrame.port !== undefined ? { port: options.serviceFrame.port } : {}),
          fund: async (address) => {
            for (const chain of chains) {
              await fundAccount(chain.rpcUrl, address as Address, serviceFrameFunds)
              // The user's Safe on the chain, which the frame's users start on (SPEC §3's default for eip155).
              if (smartAccounts) await fundAccount(chain.rpcUrl, await safeAddressOf(address as Address, chain, chain.smartAccounts), serviceFrameFunds)
            }
          },
        })
      : undefined
    if (serviceFrame) started.push(serviceFrame)
    const projectService = await startProjectService({
      chains: chains.map((chain) => ({ ...chain, spamAddresses: [chain.spamCollection.address] })),
      ...(options.projectId !== undefined ? { projectId: options.projectId } : {}),
      ...(options.allowedOrigins !== undefined ? { allowedOrigins: options.allowedOrigins } : {}),
      ...(options.projectConfig !== undefined ? { config: options.projectConfig } : {}),
      port: projectServicePort,
      onramp: onRamps.config,
      names: { parent: nameGateway.parent, gatewayKey: nameGateway.key },
      pay: exchanges.config,
      bitcoin: [{ network: bitcoinTestnetId, esploraUrl: esplora.url }],
      // Solana deliveries are checked on the local runtime, as a host's service checks them on its network.
      solana: [{ network: 'solana:localnet', rpcUrl: solana.rpcUrl }],
      ...(serviceFrame
        ? {
            secureFrame: {
              ...serviceFrame.config,
              ...(smartAccounts
                ? { smartAccounts: chains.map((chain) => ({ chainId: chain.chainId, bundlerUrl: `http://127.0.0.1:${projectServicePort}/v1/bundler?chainId=${chain.chainId}`, contracts: chain.smartAccounts })) }
                : {}),
            },
          }
        : {}),
    })
    started.unshift(projectService)
    const relay = await startRelay(options.relayPort === undefined ? {} : { port: options.relayPort })
    started.push(relay)

    let stopped: Promise<void> | undefined
    return {
      chains,
      projectServiceUrl: projectService.url,
      projectService,
      solana,
      onRamps,
      exchanges,
      bitcoin: { caipNetworkId: bitcoinTestnetId, esplora },
      relayUrl: relay.url,
      relay,
      ...(serviceFrame ? { serviceFrame: serviceFrame.frame } : {}),
      stop: () => (stopped ??= stopAll(started)),
    }
  } catch (error) {
    await stopAll(started).catch(() => undefined)
    throw error
  }
}
