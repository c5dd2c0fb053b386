import * as t from 'io-ts'

/** The sync-dapp-data payload (SPEC §3): the host's metadata, the SDK's version and type, the project id. */
export const FrameDappData = t.strict(
  {
    metadata: t.strict({ name: t.string, description: t.string, url: t.string, icons: t.array(t.string) }),
    sdkVersion: t.string,
    sdkType: t.string,
    projectId: t.string,
  },
  'FrameDappData',
)
/** The sync-dapp-data payload. */
export type FrameDappData = t.TypeOf<typeof FrameDappData>
