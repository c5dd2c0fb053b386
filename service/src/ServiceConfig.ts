import * as t from 'io-ts'
import { ProjectConfigJson } from './api/ProjectConfigJson.ts'
import { BitcoinConfig } from './bitcoin/BitcoinConfig.ts'
import { SolanaConfig } from './solana/SolanaConfig.ts'
import { BundlerConfig } from './bundler/BundlerConfig.ts'
import { DatabaseOptions } from './DatabaseOptions.ts'
import { FrameConfig } from './frame/FrameConfig.ts'
import { IndexedChain } from './index/IndexedChain.ts'
import { NamesConfig } from './names/NamesConfig.ts'
import { OnRampConfig } from './onramp/OnRampConfig.ts'
import { PayConfig } from './exchanges/PayConfig.ts'
import { SwapsConfig } from './swaps/SwapsConfig.ts'

const Project = t.type(
  { id: t.string, config: ProjectConfigJson, allowedOrigins: t.array(t.string, 'a list of origins') },
  'a project { id, config, allowedOrigins }',
)

const ConfiguredToken = t.intersection(
  [t.type({ chainId: t.number, address: t.string }), t.partial({ iconUrl: t.string })],
  'a token { chainId, address, iconUrl? }',
)

const Registry = t.union(
  [t.type({ file: t.string }, 'a registry file { file }'), t.type({ sample: t.number }, 'a sample registry { sample }')],
  'a wallet registry { file } or { sample }',
)

/**
 * `portico.config.json`, the service's configuration:
 * - `port` (default 4100), `host` (default `127.0.0.1`), `publicUrl` (the URL clients reach it at,
 *   for image links; default `http://{host}:{port}`);
 * - `database` (default `{ dataDir: './.portico-data' }`, relative to the config file);
 * - `projects`: `{ id, config, allowedOrigins }` each, what `/projects/{id}/config` and `/origins` answer;
 * - `chains`: the EVM chains indexed and answered for; `tokens`: the tokens `/balances` always lists
 *   (`{ chainId, address, iconUrl? }`);
 * - `prices.fixed`: US dollar prices by symbol (`{ "ETH": 3000 }`); `spam`: CAIP-10 ids of spam contracts;
 * - `registry`: the wallets of `/wallets`, a JSON file of wallets (`{ file }`) or N generated ones (`{ sample: N }`);
 * - `swaps`: the chains `/swap/...` quotes on, with their exchange and tokens, and optionally a hosted aggregator (`SwapsConfig`);
 * - `onramp`: the on-ramp providers `/onramp/...` offers (`OnRampConfig`);
 * - `pay`: the exchanges `/pay/exchanges/...` offers to pay from (`PayConfig`).
 * - `names`: account names under a parent name and their EIP-3668 gateway's key (`NamesConfig`).
 * - `bundler`: per chain, the EntryPoint v0.7 and the key `/v1/bundler?chainId=N` (a minimal ERC-4337 bundler) sends bundles from (`BundlerConfig`).
 * - `images`: `{ dir }`, the files `/images/{imageId}` serves (`{imageId}.svg`, `.png`, ...), relative to the config file.
 * - `bitcoin`: per Bitcoin network, the Esplora API `/bitcoin/{caip2}/...` proxies (`BitcoinConfig`).
 * - `solana`: per Solana network, the JSON-RPC URL on-ramp deliveries on it are checked against (`SolanaConfig`).
 * - `secureFrame`: the secure frame's own listener, keys, SMTP server and sessions (`FrameConfig`).
 */
export const ServiceConfig = t.intersection(
  [
    t.type({ projects: t.array(Project, 'a list of projects'), chains: t.array(IndexedChain, 'a list of chains') }),
    t.partial({
      port: t.number,
      host: t.string,
      publicUrl: t.string,
      database: DatabaseOptions,
      tokens: t.array(ConfiguredToken, 'a list of tokens'),
      prices: t.type({ fixed: t.record(t.string, t.number, 'an object of numbers by symbol') }, 'prices { fixed }'),
      spam: t.array(t.string, 'a list of CAIP-10 contract ids'),
      registry: Registry,
      swaps: SwapsConfig,
      onramp: OnRampConfig,
      pay: PayConfig,
      images: t.type({ dir: t.string }, 'images { dir }'),
      names: NamesConfig,
      bundler: BundlerConfig,
      secureFrame: FrameConfig,
      bitcoin: BitcoinConfig,
      solana: SolanaConfig,
    }),
  ],
  'ServiceConfig',
)
/** The service's configuration, decoded. */
export type ServiceConfig = t.TypeOf<typeof ServiceConfig>
