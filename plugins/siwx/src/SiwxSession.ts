import * as t from 'io-ts'
import { SiwxMessageData } from './SiwxMessageData.ts'

const Cacao = t.UnknownRecord

/**
 * A SIWX session (SPEC §3: data, message, signature, cacao): the message's fields, the exact
 * text signed, the signature (0x-hex for eip155, base58 for solana) and, when a wallet
 * answered a one-click authentication, its CACAO.
 */
export const SiwxSession = t.intersection(
  [
    t.type({ data: SiwxMessageData, message: t.string, signature: t.string }),
    t.partial({ cacao: Cacao }),
  ],
  'SiwxSession',
)
/** A SIWX session. */
export type SiwxSession = t.TypeOf<typeof SiwxSession>
