import * as t from 'io-ts'

/** What `PUT /siwx/{projectId}/account/email` takes: the signed-in account's e-mail, or null to forget it. */
export const SiwxEmailBody = t.type({ email: t.union([t.string, t.null]) }, 'an e-mail { email: string | null }')
/** The e-mail a host sets on the signed-in account. */
export type SiwxEmailBody = t.TypeOf<typeof SiwxEmailBody>
