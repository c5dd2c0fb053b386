import type { AccountType, ChainNamespace } from '@portico/kernel'
import type { ConnectorAdapterDefinition } from '@portico/kernel/extend'
import { BaseError } from '@portico/kernel'

/** How the story frame answers the e-mail steps. */
export interface StoryEmbeddedOptions {
  /** What connecting an e-mail leads to; 'fail' is the frame's error, 'pending' never answers. Default VERIFY_OTP. */
  connectEmail?: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' | 'fail' | 'pending'
  /** How the code and the device approval answer. Default succeed. */
  verify?: 'succeed' | 'fail' | 'pending'
  /** How Farcaster answers: its URL given and the approval awaited, no URL yet, or a failure. Default url. */
  farcaster?: 'url' | 'pending' | 'fail'
  /** The account type the user's account has, with both offered on the network (SPEC §3); default none told. */
  accountType?: 'smartAccount' | 'eoa'
  /** Whether the smart account is deployed. Default false. */
  smartAccountDeployed?: boolean
  /** How switching the account type answers: the new type (default), never, or a failure that leaves the type in use. */
  switchAccountType?: 'succeed' | 'pending' | 'fail'
  /** How the private key export answers: the frame's outcome (default EXPORTED), never (the frame still asking the user), or the frame's error. */
  exportKey?: 'EXPORTED' | 'CANCELLED' | 'pending' | 'fail'
}

function never<T>(): Promise<T> {
  return new Promise<T>(() => {})
}

/**
 * A deterministic embedded-wallet connector adapter for stories: the AUTH connector and the
 * e-mail steps answered as the story asks; its provider is the story chain adapter's own
 * account (the story chain adapter connects `ID_AUTH` as any connector). No frame, no network.
 */
export function storyEmbeddedAdapter(options: StoryEmbeddedOptions = {}): ConnectorAdapterDefinition {
  const namespaces: ChainNamespace[] = ['eip155']
  const verify = async <T>(value: T): Promise<T> => {
    if (options.verify === 'pending') return never()
    if (options.verify === 'fail') throw new BaseError('Invalid code', { code: 'FRAME_ERROR' })
    return value
  }
  let accountType = options.accountType
  return {
    kind: 'connector',
    id: 'story-embedded',
    namespaces,
    load: async (context) => ({
      namespaces,
      capabilities: [],
      getConnectors: () => [{ id: 'ID_AUTH', type: 'AUTH', name: 'Email & Socials', namespaces }],
      getProvider: () => undefined,
      user: () =>
        accountType === undefined
          ? { email: 'ada@portico.example' }
          : { email: 'ada@portico.example', accountType, accountTypes: ['smartAccount', 'eoa'], isSmartAccountDeployed: accountType === 'smartAccount' && options.smartAccountDeployed === true },
      async setAccountType(_connectorId: string, _namespace: ChainNamespace, type: AccountType) {
        if (options.switchAccountType === 'pending') return never()
        if (options.switchAccountType === 'fail') return accountType ?? 'eoa'
        if (type === 'smartAccount' || type === 'eoa') accountType = type
        context.onUserChanged()
        return type
      },
      extensions: {
        emailLogin: {
          async connectEmail() {
            const action = options.connectEmail ?? 'VERIFY_OTP'
            if (action === 'pending') return never()
            if (action === 'fail') throw new BaseError('Something went wrong', { code: 'FRAME_ERROR' })
            return { action }
          },
          connectDevice: () => verify(undefined),
          connectOtp: () => verify(undefined),
          updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' as const }),
          updateEmailPrimaryOtp: () => verify(undefined),
          updateEmailSecondaryOtp: () => verify({ newEmail: 'new@portico.example' }),
        },
        socialLogin: {
          getSocialRedirectUri: async (provider: string) => ({ uri: `https://story.example/oauth/${provider}` }),
          connectSocial: () => verify({ userName: 'ada' }),
          async getFarcasterUri() {
            if (options.farcaster === 'pending') return never()
            if (options.farcaster === 'fail') throw new BaseError('Something went wrong', { code: 'FRAME_ERROR' })
            return { url: 'https://farcaster.example/approve?channel=story-channel-0001' }
          },
          connectFarcaster: () => never(),
        },
        embeddedWalletKeys: {
          async exportPrivateKey() {
            const outcome = options.exportKey ?? 'EXPORTED'
            if (outcome === 'pending') return never()
            if (outcome === 'fail') throw new BaseError('Unauthorized', { code: 'FRAME_ERROR' })
            return { outcome }
          },
        },
      },
    }),
  }
}
