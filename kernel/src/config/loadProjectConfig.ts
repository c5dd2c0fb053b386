import { runInAction } from 'mobx'
import { HttpError } from '../errors.ts'
import type { HttpClient } from '../services/HttpClient.ts'
import type { RootStore } from '../store/RootStore.ts'
import { AllowedOrigins } from './AllowedOrigins.ts'
import { ProjectConfig } from './ProjectConfig.ts'
import { isOriginAllowed } from './isOriginAllowed.ts'
import { remoteFeatureFlags } from './remoteFeatureFlags.ts'

/** Options of `loadProjectConfig`. */
export interface LoadProjectConfigOptions {
  /** The page's origin; defaults to `window.location.origin`, and no check runs without one. */
  origin?: string
}

function currentOrigin(): string | undefined {
  return typeof window !== 'undefined' && typeof window.location !== 'undefined' ? window.location.origin : undefined
}

function isForbidden(result: PromiseSettledResult<unknown>): boolean {
  return result.status === 'rejected' && result.reason instanceof HttpError && result.reason.status === 403
}

/**
 * Loads the remote project configuration from the project service and applies it (SPEC §1).
 * The project service's contract, relative to `projectServiceUrl`:
 * - `GET /projects/{projectId}/config` -> `{ features: [{ id, isEnabled, config }] }` with ids
 *   social_login, swap, onramp, activity, reown_branding (see `ProjectConfig`);
 * - `GET /projects/{projectId}/origins` -> `{ allowedOrigins: string[] }` (see `isOriginAllowed`);
 * - either answers 403 when the project id is not valid.
 * Remote flags override the local email, socials, swaps, onramp, activity and reownBranding,
 * with the "Local configuration ignored" warning when the host had set one of them. An origin
 * not allowed, or a 403, raises "Invalid App Configuration". A service that cannot be reached
 * keeps the local flags. Never throws; without a client or a project id it does nothing.
 */
export async function loadProjectConfig(
  root: RootStore,
  http: HttpClient | undefined,
  options: LoadProjectConfigOptions = {},
): Promise<void> {
  const { config, alerts, i18n } = root
  const projectId = config.projectId
  if (!http || projectId === undefined) return
  config.setRemoteStatus('loading')
  const base = `/projects/${encodeURIComponent(projectId)}`
  const [remote, origins] = await Promise.allSettled([
    http.get(`${base}/config`, { codec: ProjectConfig }),
    http.get(`${base}/origins`, { codec: AllowedOrigins }),
  ])
  const invalidApp = (message: string) =>
    alerts.show({ id: 'invalid-app-configuration', title: i18n.t('alert.invalidAppConfiguration.title'), message, variant: 'error' })
  runInAction(() => {
    if (remote.status === 'fulfilled') {
      const overridden = config.applyRemoteFeatures(remoteFeatureFlags(remote.value))
      if (overridden.length > 0) {
        alerts.show({
          id: 'local-configuration-ignored',
          title: i18n.t('alert.localConfigurationIgnored.title'),
          message: i18n.t('alert.localConfigurationIgnored.message', { keys: overridden.join(', ') }),
          variant: 'warning',
        })
      }
    } else {
      config.setRemoteStatus('failed')
      if (!isForbidden(remote)) console.warn('[Portico] the project configuration could not be loaded; local features kept', remote.reason)
    }
    if (isForbidden(remote) || isForbidden(origins)) {
      invalidApp(i18n.t('alert.invalidAppConfiguration.invalidProjectId', { projectId }))
      return
    }
    if (origins.status === 'rejected') {
      console.warn('[Portico] the allowed origins could not be loaded; origin not checked', origins.reason)
      return
    }
    const origin = options.origin ?? currentOrigin()
    if (origin !== undefined && !isOriginAllowed(origin, origins.value.allowedOrigins)) {
      invalidApp(i18n.t('alert.invalidAppConfiguration.originNotAllowed', { origin, projectId }))
    }
  })
}
