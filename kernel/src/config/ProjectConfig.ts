import * as t from 'io-ts'
import { SocialProvider } from './SocialProvider.ts'
import { knownItems } from './knownItems.ts'

const Providers = t.type({ providers: t.array(t.string, 'a list of strings') }, '{ providers: string[] }')
const NoConfig = t.union([t.null, t.UnknownRecord], 'null or an object')

const RemoteFeature = t.union(
  [
    t.type({
      id: t.literal('social_login'),
      isEnabled: t.boolean,
      config: t.union([t.null, t.type({ email: t.boolean, providers: t.array(SocialProvider) })], 'null or { email, providers }'),
    }),
    t.type({ id: t.literal('swap'), isEnabled: t.boolean, config: t.union([t.null, Providers], 'null or { providers }') }),
    t.type({ id: t.literal('onramp'), isEnabled: t.boolean, config: t.union([t.null, Providers], 'null or { providers }') }),
    t.type({ id: t.literal('activity'), isEnabled: t.boolean, config: NoConfig }),
    t.type({ id: t.literal('reown_branding'), isEnabled: t.boolean, config: NoConfig }),
  ],
  'a remote feature { id, isEnabled, config }',
)
/** One feature of the remote project configuration (SPEC §1 keys). */
export type RemoteFeature = t.TypeOf<typeof RemoteFeature>

const remoteFeatureIds = new Set<unknown>(['social_login', 'swap', 'onramp', 'activity', 'reown_branding'])

/**
 * The project service's answer to `GET /projects/{projectId}/config` (SPEC §1):
 * `{ features: [{ id, isEnabled, config }] }`, where id is one of
 * - `social_login`: config `{ email: boolean, providers: SocialProvider[] }` or null;
 * - `swap`, `onramp`: config `{ providers: string[] }` or null;
 * - `activity`, `reown_branding`: config null (an object is accepted and ignored).
 * Features with other ids are skipped, so a newer service does not break this client.
 */
export const ProjectConfig = t.type(
  {
    features: knownItems(
      RemoteFeature,
      (input) => typeof input === 'object' && input !== null && remoteFeatureIds.has((input as { id?: unknown }).id),
      'a list of remote features',
    ),
  },
  'ProjectConfig',
)
/** The remote project configuration. */
export type ProjectConfig = t.TypeOf<typeof ProjectConfig>
