import * as t from 'io-ts'

/** Host app metadata (SPEC §3 dapp data): name, description, url, icons. */
export const Metadata = t.type({ name: t.string, description: t.string, url: t.string, icons: t.array(t.string, 'a list of strings') }, 'Metadata')
/** Host app metadata (SPEC §3 dapp data). */
export type Metadata = t.TypeOf<typeof Metadata>
