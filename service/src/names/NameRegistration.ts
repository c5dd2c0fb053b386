import * as t from 'io-ts'

/**
 * The body of `POST /names`: the label to register, the account, the chain it signs on, when the
 * message was issued, the message itself (`nameRegistrationMessage`) and the account's signature.
 */
export const NameRegistration = t.type(
  { label: t.string, address: t.string, chainId: t.number, issuedAt: t.string, message: t.string, signature: t.string },
  'a registration { label, address, chainId, issuedAt, message, signature }',
)
/** A name registration request, decoded. */
export type NameRegistration = t.TypeOf<typeof NameRegistration>
