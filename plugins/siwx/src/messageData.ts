import type { SiwxMessage } from './SiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

/** The data fields of a message, without `toString` or anything else a host's message object carries. */
export function messageData(message: SiwxMessage): SiwxMessageData {
  const { accountAddress, chainId, domain, uri, version, nonce } = message
  const data: SiwxMessageData = { accountAddress, chainId, domain, uri, version, nonce }
  for (const key of ['statement', 'requestId', 'issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = message[key]
    if (value !== undefined) data[key] = value
  }
  if (message.resources !== undefined) data.resources = [...message.resources]
  return data
}
