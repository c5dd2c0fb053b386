import * as t from 'io-ts'
import { CaipNetworkId } from '@portico/kernel/extend'

/**
 * The fields of a SIWX message (EIP-4361 and Sign-In-With-Solana share them): who signs in
 * (`accountAddress` on the CAIP-2 `chainId`), for whom (`domain`, `uri`), with which `nonce`,
 * and the optional statement, resources, request id and RFC 3339 times.
 */
export const SiwxMessageData = t.intersection(
  [
    t.type({
      accountAddress: t.string,
      chainId: CaipNetworkId,
      domain: t.string,
      uri: t.string,
      version: t.literal('1'),
      nonce: t.string,
    }),
    t.partial({
      statement: t.string,
      resources: t.array(t.string),
      requestId: t.string,
      issuedAt: t.string,
      expirationTime: t.string,
      notBefore: t.string,
    }),
  ],
  'SiwxMessageData',
)
/** The fields of a SIWX message. */
export type SiwxMessageData = t.TypeOf<typeof SiwxMessageData>
