import { parseSiweMessage } from 'viem/siwe'
import type { SiwxMessageData } from './SiwxMessageData.ts'

/** The header line's wording, after the domain. */
const ethereumHeader = ' wants you to sign in with your Ethereum account:'

function isoText(date: Date | undefined): string | undefined | null {
  if (date === undefined) return undefined
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * Reads an EIP-4361 message with viem's `parseSiweMessage`; undefined when it is not one or a
 * required field (address, domain, uri, version 1, chain id, nonce, issued-at) is missing or a
 * time is not RFC 3339.
 */
export function parseEip155Message(text: string): SiwxMessageData | undefined {
  if (!text.split('\n', 1)[0]?.endsWith(ethereumHeader)) return undefined
  const parsed = parseSiweMessage(text)
  const { address, domain, uri, version, chainId, nonce } = parsed
  if (!address || !domain || !uri || version !== '1' || chainId === undefined || !nonce) return undefined
  const issuedAt = isoText(parsed.issuedAt)
  const expirationTime = isoText(parsed.expirationTime)
  const notBefore = isoText(parsed.notBefore)
  if (!issuedAt || expirationTime === null || notBefore === null) return undefined
  const data: SiwxMessageData = { accountAddress: address, chainId: `eip155:${chainId}`, domain, uri, version, nonce, issuedAt }
  if (parsed.statement !== undefined) data.statement = parsed.statement
  if (parsed.resources !== undefined) data.resources = parsed.resources
  if (parsed.requestId !== undefined) data.requestId = parsed.requestId
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  if (notBefore !== undefined) data.notBefore = notBefore
  return data
}
