import { isSameAccount } from './isSameAccount.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'
import type { SiwxSession } from './SiwxSession.ts'

/**
 * The fields of the text a session signed, when it parses and names the same account, network,
 * domain, uri and nonce as the session's `data`; undefined otherwise. What was signed is what
 * counts: callers check these fields, never `data` alone.
 */
export function signedMessageData(session: SiwxSession): SiwxMessageData | undefined {
  const signed = parseSiwxMessage(session.message)
  const { data } = session
  if (!signed) return undefined
  if (signed.chainId !== data.chainId || !isSameAccount(signed.chainId, signed.accountAddress, data.accountAddress)) return undefined
  if (signed.domain !== data.domain || signed.uri !== data.uri || signed.nonce !== data.nonce) return undefined
  return signed
}
