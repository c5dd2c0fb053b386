import * as t from 'io-ts'
import { decode, parseCaipNetworkId } from '@portico/kernel/extend'
import type { CaipNetworkId } from '@portico/kernel/extend'
import { SiwxError, SiwxOptionsError } from './errors.ts'
import { isSameAccount } from './isSameAccount.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiweConfig } from './SiweConfig.ts'
import { SiweMessageParams } from './SiweMessageParams.ts'
import { SiweSession } from './SiweSession.ts'
import type { Siwx } from './Siwx.ts'
import type { SiwxMessage, SiwxMessageInput } from './SiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'
import { SiwxSession } from './SiwxSession.ts'

const SiweConfigShape = t.intersection(
  [
    t.type({ createMessage: t.Function, getNonce: t.Function, getSession: t.Function, verifyMessage: t.Function, signOut: t.Function }),
    t.partial({ getMessageParams: t.Function, enabled: t.boolean, required: t.boolean, signOutOnDisconnect: t.boolean, signOutOnNetworkChange: t.boolean }),
  ],
  'siweConfig { createMessage, getNonce, getSession, verifyMessage, signOut }',
)
const SessionAnswer = t.union([t.null, t.undefined, SiweSession], 'a SIWE session { address, chainId } or null')

function answer<A>(codec: t.Type<A, unknown, unknown>, value: unknown, what: string): A {
  const decoded = decode(codec, value)
  if (!decoded.ok) throw new SiwxError('SIWX_INVALID_SESSION', `siweConfig.${what} answered an invalid value`, { details: decoded.error })
  return decoded.value
}

function pageParams(): SiweMessageParams {
  const location = (globalThis as { location?: { host: string; origin: string } }).location
  if (!location) throw new SiwxError('SIWX_NOT_CONFIGURED', 'siweConfig needs getMessageParams outside a page')
  return { domain: location.host, uri: location.origin }
}

function paramsData(params: SiweMessageParams, input: SiwxMessageInput, nonce: string, iat: string): SiwxMessageData {
  const data: SiwxMessageData = { ...input, domain: params.domain, uri: params.uri, version: '1', nonce, issuedAt: iat }
  if (params.statement !== undefined) data.statement = params.statement
  if (params.exp !== undefined) data.expirationTime = params.exp
  if (params.nbf !== undefined) data.notBefore = params.nbf
  if (params.requestId !== undefined) data.requestId = params.requestId
  if (params.resources !== undefined) data.resources = params.resources
  return data
}

/**
 * Maps AppKit's legacy `siweConfig` (the host's backend creates, verifies and keeps the one
 * SIWE session) onto the Siwx interface, eip155 networks only. Undefined when `enabled` is
 * false; throws a ConfigError when it lacks one of its functions.
 */
export function siweConfigToSiwx(siweConfig: unknown): Siwx | undefined {
  const shape = decode(SiweConfigShape, siweConfig)
  if (!shape.ok) throw new SiwxOptionsError('siweConfig', shape.error)
  const config = siweConfig as SiweConfig
  if (config.enabled === false) return undefined
  let lastSession: SiwxSession | undefined

  async function currentSession(): Promise<SiweSession | undefined> {
    return answer(SessionAnswer, await config.getSession(), 'getSession()') ?? undefined
  }

  function sessionMatches(session: SiweSession, chainId: string, address: string): boolean {
    const sameNetwork = `eip155:${session.chainId}` === chainId || (config.signOutOnNetworkChange === false && chainId.startsWith('eip155:'))
    return sameNetwork && isSameAccount(chainId, session.address, address)
  }

  async function signOut(): Promise<void> {
    lastSession = undefined
    await config.signOut()
    config.onSignOut?.()
  }

  const siwx: Siwx = {
    async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
      const parsedChain = parseCaipNetworkId(input.chainId)
      const chainId = Number(parsedChain?.reference)
      if (parsedChain?.namespace !== 'eip155' || !Number.isSafeInteger(chainId)) {
        throw new SiwxError('SIWX_UNSUPPORTED_CHAIN', `SIWE does not support the network ${input.chainId}`)
      }
      const params = config.getMessageParams
        ? answer(SiweMessageParams, await config.getMessageParams(), 'getMessageParams()')
        : pageParams()
      if (params.chains && !params.chains.includes(chainId)) {
        throw new SiwxError('SIWX_UNSUPPORTED_CHAIN', `SIWE does not support the network ${input.chainId}`)
      }
      const nonce = answer(t.string, await config.getNonce(input.accountAddress), 'getNonce()')
      const iat = params.iat ?? new Date().toISOString()
      const text = answer(
        t.string,
        config.createMessage({ ...params, address: `did:pkh:eip155:${chainId}:${input.accountAddress}`, chainId, nonce, version: '1', iat }),
        'createMessage()',
      )
      const data = parseSiwxMessage(text) ?? paramsData(params, input, nonce, iat)
      return { ...data, toString: () => text }
    },

    async addSession(session: SiwxSession): Promise<void> {
      const decoded = answer(SiwxSession, session, 'session')
      const { message, signature, cacao } = decoded
      const valid = await config.verifyMessage(cacao ? { message, signature, cacao } : { message, signature })
      if (valid !== true) throw new SiwxError('SIWX_INVALID_SESSION', 'The SIWX session is not valid')
      lastSession = decoded
      config.onSignIn?.(await currentSession())
    },

    revokeSession: signOut,

    async setSessions(sessions: SiwxSession[]): Promise<void> {
      if (sessions.length === 0) await signOut()
      for (const session of sessions) await siwx.addSession(session)
    },

    async getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> {
      const session = await currentSession()
      if (!session || !sessionMatches(session, chainId, address)) return []
      if (lastSession?.data.chainId === chainId && isSameAccount(chainId, lastSession.data.accountAddress, address)) return [lastSession]
      // The backend keeps the session; only its account and network are known here.
      const data: SiwxMessageData = { accountAddress: session.address, chainId, domain: '', uri: '', version: '1', nonce: '' }
      return [{ data, message: '', signature: '' }]
    },

    getRequired: () => config.required ?? true,
    signOutOnDisconnect: config.signOutOnDisconnect ?? true,
  }
  return siwx
}
