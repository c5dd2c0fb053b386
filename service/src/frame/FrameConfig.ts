import * as t from 'io-ts'
import { FarcasterConfig } from './FarcasterConfig.ts'
import { FrameSmartAccountConfig } from './FrameSmartAccountConfig.ts'
import { SocialProviderConfig } from './SocialProviderConfig.ts'

const KeyEncryptionKeyJson = t.type({ id: t.string, key: t.string }, 'a key-encryption key { id, key (32 bytes, base64) }')

const SmtpConfig = t.intersection(
  [t.type({ host: t.string, port: t.number, from: t.string }), t.partial({ secure: t.boolean, user: t.string, password: t.string })],
  'smtp { host, port, from, secure?, user?, password? }',
)

/**
 * The `secureFrame` section of the service config: the frame origin's listener (`port`, `host`,
 * `publicUrl`), the built frame page (`pageDir`), the key-encryption keys of the auth shares (the
 * first encrypts, all decrypt; default: the `PORTICO_FRAME_KEK` environment variable), the SMTP
 * server the codes and links go out through, the session lifetimes, and `trustProxy` (the client's
 * address is the last `X-Forwarded-For` entry, as a TLS proxy in front adds it), and `social`: the
 * providers of social login (OpenID Connect by issuer, discovered; or OAuth 2.0: GitHub, X,
 * Discord, Facebook), `farcaster`: Sign In With Farcaster's relay and Optimism RPC, and
 * `smartAccounts`: the chains where the frame's users get a Safe smart account (its contracts and bundler).
 */
export const FrameConfig = t.intersection(
  [
    t.type({ port: t.number, smtp: SmtpConfig }),
    t.partial({
      host: t.string,
      publicUrl: t.string,
      pageDir: t.string,
      keyEncryptionKeys: t.array(KeyEncryptionKeyJson, 'a list of key-encryption keys'),
      session: t.partial({ accessMinutes: t.number, refreshDays: t.number }, 'session { accessMinutes?, refreshDays? }'),
      trustProxy: t.boolean,
      social: t.array(SocialProviderConfig, 'a list of social providers'),
      farcaster: FarcasterConfig,
      smartAccounts: t.array(FrameSmartAccountConfig, 'a list of smart-account chains'),
    }),
  ],
  'secureFrame { port, smtp, host?, publicUrl?, pageDir?, keyEncryptionKeys?, session?, trustProxy?, social?, farcaster?, smartAccounts? }',
)
/** The `secureFrame` section of the service config, decoded. */
export type FrameConfig = t.TypeOf<typeof FrameConfig>
