import * as t from 'io-ts'

const RemoteFeatureJson = t.type(
  { id: t.string, isEnabled: t.boolean, config: t.union([t.null, t.UnknownRecord], 'null or an object') },
  'a feature { id, isEnabled, config }',
)

/**
 * What `/projects/{id}/config` answers, checked loosely: the kernel's `ProjectConfig` shape
 * `{ features: [{ id, isEnabled, config }] }`, stored and served as given (the kernel skips
 * feature ids it does not know, so a newer feature does not break an older client).
 */
export const ProjectConfigJson = t.type({ features: t.array(RemoteFeatureJson, 'a list of features') }, 'a project config { features }')
/** A project config as stored. */
export type ProjectConfigJson = t.TypeOf<typeof ProjectConfigJson>
