import type { Bundler } from './bundler/Bundler.ts'
import type { Database } from './Database.ts'
import type { FrameServer } from './frame/FrameServer.ts'
import type { IndexedChain } from './index/IndexedChain.ts'
import type { NamesContext } from './names/NamesContext.ts'
import type { PriceSource } from './PriceSource.ts'
import type { ProjectOrigins } from './api/ProjectOrigins.ts'
import type { ExchangeProvider } from './exchanges/ExchangeProvider.ts'
import type { OnRampProvider } from './onramp/OnRampProvider.ts'
import type { SwapProvider } from './swaps/SwapProvider.ts'

/** What the service's routes read: the database, the indexed chains, prices, what is spam, and the swap providers. */
export interface ServiceContext {
  database: Database
  chains: readonly IndexedChain[]
  prices: PriceSource
  /** Contracts flagged as spam, as lower-case CAIP-10 ids (`eip155:31337:0xabc...`). */
  spam: ReadonlySet<string>
  /** The service's public URL without a trailing slash (`http://127.0.0.1:4100`), for image links. */
  baseUrl: string
  /** The projects' allowed origins, kept in memory until a project changes; none: read from the database at each request. */
  projectOrigins?: ProjectOrigins
  /** The swap providers of `/swap/...`, each over its chains; none: no chain offers swaps. */
  swaps?: readonly SwapProvider[]
  /** The directory `/images/{imageId}` serves files from (the config's `images.dir`, resolved); none: only generated wallet images. */
  imagesDir?: string
  /** The on-ramp providers of `/onramp/...`; none: no on-ramp. */
  onRamp?: readonly OnRampProvider[]
  /** The exchanges of `/pay/...` a payment can be made from; none: no exchange. */
  exchanges?: readonly ExchangeProvider[]
  /** The account names of `/names/...` and their EIP-3668 gateway; none: no names. */
  names?: NamesContext
  /** The ERC-4337 bundlers of `/v1/bundler`, by chain id; none: no bundler. */
  bundlers?: ReadonlyMap<number, Bundler>
  /** The secure frame's own origin, whose page sends its smart accounts' user operations to `/v1/bundler`; none: no secure frame. */
  frameOrigin?: string
  /** The Esplora API base URL of each Bitcoin network `/bitcoin/{caip2}/...` serves, by CAIP-2 id; none: no Bitcoin routes. */
  bitcoin?: ReadonlyMap<string, string>
  /** The secure frame's mail transport and code rules, for the sign-in e-mail's codes (`/siwx/.../account/email/otp`); none: no secure frame, no codes. */
  codeMail?: FrameServer['codeMail']
}
