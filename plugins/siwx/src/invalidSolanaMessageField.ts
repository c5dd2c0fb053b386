import { base58 } from '@scure/base'
import { isRfc3339DateTime } from './isRfc3339DateTime.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

const authority = /^[^\s/?#@]+$/
const nonce = /^[a-zA-Z0-9]{8,}$/
const fieldTags = ['URI: ', 'Version: ', 'Chain ID: ', 'Nonce: ', 'Issued At: ', 'Expiration Time: ', 'Not Before: ', 'Request ID: ', 'Resources:']

function isPublicKey(address: string): boolean {
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}

function isUri(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

const isOneLine = (value: string): boolean => !/[\r\n]/.test(value)

/**
 * The first field of Sign-In-With-Solana message data that cannot be written as one (address
 * not a base58 ed25519 public key, a statement over several lines...), or undefined when all can.
 */
export function invalidSolanaMessageField(data: SiwxMessageData): keyof SiwxMessageData | undefined {
  const [namespace, reference] = data.chainId.split(':')
  if (namespace !== 'solana' || !reference) return 'chainId'
  if (!authority.test(data.domain)) return 'domain'
  if (!isPublicKey(data.accountAddress)) return 'accountAddress'
  if (data.statement !== undefined && (!isOneLine(data.statement) || fieldTags.some((tag) => data.statement?.startsWith(tag)))) {
    return 'statement'
  }
  if (!isUri(data.uri)) return 'uri'
  if (data.version !== '1') return 'version'
  if (!nonce.test(data.nonce)) return 'nonce'
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && !isRfc3339DateTime(value)) return field
  }
  if (data.requestId !== undefined && !isOneLine(data.requestId)) return 'requestId'
  if (data.resources?.some((resource) => !isOneLine(resource) || resource === '')) return 'resources'
  return undefined
}
