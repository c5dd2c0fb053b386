import { runInAction } from 'mobx'
import { HttpError } from '../errors.ts'
import { requestTimeout } from '../services/requestTimeout.ts'
import { waitAtMost } from '../config/waitAtMost.ts'
import { BaseError } from '../errors/BaseError.ts'
import type { HttpClient } from '../services/HttpClient.ts'
import type { Stores } from '../store/Stores.ts'
import { AllowedOrigins } from '../config/AllowedOrigins.ts'
import { ProjectConfig } from '../config/ProjectConfig.ts'
import { isOriginAllowed } from '../config/isOriginAllowed.ts'
import { joinProjectConfigMessages } from '../config/projectConfigMessages.ts'
import { showInvalidProjectId } from '../config/showInvalidProjectId.ts'
import { remoteFeatureFlags } from '../config/remoteFeatureFlags.ts'
import { mergeRemoteFeatures } from '../config/mergeRemoteFeatures.ts'

/** Options of `loadProjectConfig`. */
export interface LoadProjectConfigOptions {
  /** The page's origin; defaults to `window.location.origin`, and no check runs without one. */
  origin?: string
  /**
   * The lifetime of the instance asking. While it has not aborted, a part the service did not
   * answer (network error, timeout, HTTP 408, 429 or 5xx) is asked for again later, 30 s after the
   * first attempt and then doubling up to 5 min, or at once when the browser comes back online,
   * and applied when it arrives; aborting stops that
   * and the requests in flight. Without one, one attempt is made.
   */
  signal?: AbortSignal
  /**
   * When the instance started (ms since the epoch). With it, the returned promise settles no later
   * than the request timeout after it, so `ready` never waits on a service that hangs: the first
   * attempt goes on, and what it brings is applied when it ends.
   */
  startedAt?: number
}

/** The parts of the remote configuration still wanted. */
interface Wanted {
  config: boolean
  origins: boolean
}

/** The first wait before asking an unanswering service again, doubled each time up to the longest. */
const firstRetryDelay = 30_000
const longestRetryDelay = 300_000
const unansweredStatuses = new Set([408, 429, 500, 502, 503, 504])

function currentOrigin(): string | undefined {
  return typeof window !== 'undefined' && typeof window.location !== 'undefined' ? window.location.origin : undefined
}

function isForbidden(result: PromiseSettledResult<unknown>): boolean {
  return result.status === 'rejected' && result.reason instanceof HttpError && result.reason.status === 403
}

/** Whether the service gave no answer worth keeping: asking again later may get one. */
function isUnanswered(result: PromiseSettledResult<unknown>): boolean {
  if (result.status === 'fulfilled') return false
  const reason: unknown = result.reason
  if (reason instanceof HttpError) return unansweredStatuses.has(reason.status)
  return reason instanceof BaseError && (reason.code === 'NETWORK_ERROR' || reason.code === 'REQUEST_TIMEOUT')
}

/**
 * Asks the service for the wanted parts and applies what it answers; returns the parts it did not
 * answer. Logs only on the first attempt, so a service that stays away is not reported each time.
 */
async function askProjectService(root: Stores, http: HttpClient, projectId: string, wanted: Wanted, options: LoadProjectConfigOptions, first: boolean): Promise<Wanted> {
  const { config, alerts } = root
  const { signal } = options
  const base = `/projects/${encodeURIComponent(projectId)}`
  const [remote, origins] = await Promise.allSettled([
    wanted.config ? http.get(`${base}/config`, { codec: ProjectConfig, ...(signal ? { signal } : {}) }) : undefined,
    wanted.origins ? http.get(`${base}/origins`, { codec: AllowedOrigins, ...(signal ? { signal } : {}) }) : undefined,
  ])
  const none: Wanted = { config: false, origins: false }
  if (signal?.aborted) return none
  return runInAction(() => {
    if (remote.status === 'fulfilled' && remote.value) {
      const { features, overridden } = mergeRemoteFeatures(config, remoteFeatureFlags(remote.value))
      config.setRemoteFeatures(features)
      if (overridden.length > 0) {
        alerts.show({
          id: 'local-configuration-ignored',
          title: 'alert.localConfigurationIgnored.title',
          message: 'alert.localConfigurationIgnored.message',
          values: { keys: overridden.join(', ') },
          variant: 'warning',
        })
      }
    } else if (remote.status === 'rejected' && first) {
      config.setRemoteStatus('failed')
      if (!isForbidden(remote)) root.logger.warn('the project configuration could not be loaded; local features kept', remote.reason)
    }
    if (isForbidden(remote) || isForbidden(origins)) {
      showInvalidProjectId(root)
      return none
    }
    const missing: Wanted = { config: isUnanswered(remote), origins: isUnanswered(origins) }
    if (origins.status === 'rejected') {
      if (first) root.logger.warn('the allowed origins could not be loaded; origin not checked', origins.reason)
      return missing
    }
    const origin = options.origin ?? currentOrigin()
    if (origins.value && origin !== undefined && !isOriginAllowed(origin, origins.value.allowedOrigins)) {
      alerts.show({
        id: 'invalid-app-configuration',
        title: 'alert.invalidAppConfiguration.title',
        message: 'alert.invalidAppConfiguration.originNotAllowed',
        values: { origin, projectId },
        variant: 'error',
      })
    }
    return missing
  })
}

/** The window whose `online` event says the network is back; none outside a browser. */
function browserWindow(): Window | undefined {
  return typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : undefined
}

/**
 * Asks again for the parts the service did not answer, while `options.signal` lives: after
 * `delay`, or at once when the browser comes back online, whichever is first.
 */
function askAgainLater(root: Stores, http: HttpClient, projectId: string, missing: Wanted, options: LoadProjectConfigOptions, delay: number): void {
  const { signal } = options
  if (!signal || signal.aborted || (!missing.config && !missing.origins)) return
  const page = browserWindow()
  let timer: ReturnType<typeof setTimeout> | undefined = undefined
  const stop = (): void => {
    clearTimeout(timer)
    signal.removeEventListener('abort', stop)
    page?.removeEventListener('online', askNow)
  }
  function askNow(): void {
    stop()
    askProjectService(root, http, projectId, missing, options, false).then(
      (next) => askAgainLater(root, http, projectId, next, options, Math.min(delay * 2, longestRetryDelay)),
      (error: unknown) => root.logger.error('applying the project configuration failed', error),
    )
  }
  timer = setTimeout(askNow, delay)
  signal.addEventListener('abort', stop, { once: true })
  page?.addEventListener('online', askNow)
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
 * keeps the local flags, and with `options.signal` is asked again later, or when the browser comes
 * back online (a configuration that arrives then is applied then). Settles after the first
 * attempt, or by `options.startedAt` plus the request timeout; never throws; without a client or
 * a project id it does nothing.
 */
export async function loadProjectConfig(
  root: Stores,
  http: HttpClient | undefined,
  options: LoadProjectConfigOptions = {},
): Promise<void> {
  joinProjectConfigMessages()
  const projectId = root.config.projectId
  if (!http || projectId === undefined) return
  root.config.setRemoteStatus('loading')
  const firstAttempt = askProjectService(root, http, projectId, { config: true, origins: true }, options, true).then((missing) =>
    askAgainLater(root, http, projectId, missing, options, firstRetryDelay),
  )
  const { startedAt } = options
  return startedAt === undefined ? firstAttempt : waitAtMost(firstAttempt, Math.max(0, startedAt + requestTimeout - Date.now()))
}
