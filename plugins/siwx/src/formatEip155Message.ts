import { createSiweMessage } from 'viem/siwe'
import type { Address } from 'viem'
import { SiwxError } from './errors.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

const toDate = (value: string | undefined): Date | undefined => (value === undefined ? undefined : new Date(value))

/**
 * Writes an EIP-4361 message with viem's `createSiweMessage`, the CAIP-2 reference as Chain ID.
 * Throws a SiwxError when a field cannot be written (issuedAt is required: EIP-4361 has it).
 */
export function formatEip155Message(data: SiwxMessageData): string {
  const [namespace, reference = ''] = data.chainId.split(':')
  if (namespace !== 'eip155' || !/^\d+$/.test(reference)) {
    throw new SiwxError('SIWX_INVALID_MESSAGE', "The SIWX message's chainId is not valid")
  }
  if (data.issuedAt === undefined) throw new SiwxError('SIWX_INVALID_MESSAGE', "The SIWX message's issuedAt is not valid")
  try {
    return createSiweMessage({
      address: data.accountAddress as Address,
      chainId: Number(reference),
      domain: data.domain,
      uri: data.uri,
      version: data.version,
      nonce: data.nonce,
      statement: data.statement,
      resources: data.resources,
      requestId: data.requestId,
      issuedAt: toDate(data.issuedAt),
      expirationTime: toDate(data.expirationTime),
      notBefore: toDate(data.notBefore),
    })
  } catch (error) {
    throw new SiwxError('SIWX_INVALID_MESSAGE', 'The SIWX message is not valid', {
      cause: error,
      details: error instanceof Error ? error.message : undefined,
    })
  }
}
