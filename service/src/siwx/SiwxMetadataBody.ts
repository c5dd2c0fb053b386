import * as t from 'io-ts'

/** What `PUT /siwx/{projectId}/account/metadata` takes: the signed-in account's metadata (an object), or null to forget it. */
export const SiwxMetadataBody = t.type({ metadata: t.union([t.UnknownRecord, t.null]) }, 'metadata { metadata: object | null }')
/** The metadata a host sets on the signed-in account. */
export type SiwxMetadataBody = t.TypeOf<typeof SiwxMetadataBody>
