import type { Transporter } from 'nodemailer'
import type { ProjectOrigins } from '../api/ProjectOrigins.ts'
import type { Database } from '../Database.ts'
import type { FarcasterLogin } from './FarcasterLogin.ts'
import type { FrameSmartAccountConfig } from './FrameSmartAccountConfig.ts'
import type { KeyEncryptionKey } from './KeyEncryptionKey.ts'
import type { SocialProvider } from './SocialProvider.ts'

/** What the secure frame's routes read: the database, the projects' allowed origins, the keys, the mail transport and the rules' settings. */
export interface FrameContext {
  database: Database
  /** The projects' allowed origins as this process keeps them, refreshed when any process changes a project (`projectOriginsOf`). */
  projectOrigins: ProjectOrigins
  /** The frame origin's public URL without a trailing slash (links in e-mails). */
  url: string
  /** The key-encryption keys, the first encrypting. */
  keys: readonly KeyEncryptionKey[]
  /** The key the one-time codes are stored under (HMAC-SHA-256), derived from the first key-encryption key. */
  codeKey: Buffer
  mailer: Transporter
  /** The sender of the e-mails. */
  from: string
  accessMs: number
  refreshMs: number
  /** Origins the frame page may connect to besides its own (the chains' RPC, the smart accounts' bundlers). */
  connectOrigins: readonly string[]
  /** The chains' JSON-RPC URLs by chain id (decimal string keys), for the frame page's config. */
  chainRpcUrls: Readonly<Record<string, string>>
  /** The chains with smart accounts by chain id (decimal string keys): their bundler and contracts, for the frame page's config. */
  smartAccounts: Readonly<Record<string, Omit<FrameSmartAccountConfig, 'chainId'>>>
  /** The directory of the built frame page, when served. */
  pageDir?: string
  trustProxy: boolean
  /** The providers of social login (OpenID Connect and OAuth 2.0), by provider id. */
  socialProviders: ReadonlyMap<string, SocialProvider>
  /** Sign In With Farcaster, when configured. */
  farcaster?: FarcasterLogin
  now(): Date
}
