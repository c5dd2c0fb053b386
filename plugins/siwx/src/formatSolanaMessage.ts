import { SiwxError } from './errors.ts'
import { invalidSolanaMessageField } from './invalidSolanaMessageField.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

/** The header line's wording, after the domain. */
export const solanaHeader = ' wants you to sign in with your Solana account:'

/**
 * Writes a Sign-In-With-Solana message: EIP-4361's layout with "Solana account", the base58
 * address, and the CAIP-2 reference as Chain ID. Throws a SiwxError naming a field that cannot
 * be written.
 */
export function formatSolanaMessage(data: SiwxMessageData): string {
  const invalid = invalidSolanaMessageField(data)
  if (invalid) throw new SiwxError('SIWX_INVALID_MESSAGE', `The SIWX message's ${invalid} is not valid`)
  const reference = data.chainId.slice('solana:'.length)
  const fields = [`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`]
  if (data.issuedAt !== undefined) fields.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) fields.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) fields.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) fields.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) fields.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  const blocks = [`${data.domain}${solanaHeader}\n${data.accountAddress}`]
  if (data.statement) blocks.push(data.statement)
  blocks.push(fields.join('\n'))
  return blocks.join('\n\n')
}
