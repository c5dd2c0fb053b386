import type { IncomingMessage, ServerResponse } from 'node:http'
import type * as t from 'io-ts'
import type { Plugin } from 'vite'
import { decode } from '@portico/kernel/extend'
import { BackendError } from './BackendError.ts'
import { backendRequests } from './backendRequests.ts'
import type { BackendRequest, BackendRoute } from './backendRequests.ts'
import type { DevMailbox } from './DevMailbox.ts'
import { escapeHtml } from '../escapeHtml.ts'
import { htmlPage } from './htmlPage.ts'
import { readRequestBody } from './readRequestBody.ts'
import { renderAuthorizePage } from './renderAuthorizePage.ts'
import { renderCallbackPage } from './renderCallbackPage.ts'
import { renderDeviceApprovalPage } from './renderDeviceApprovalPage.ts'
import { renderFarcasterPage } from './renderFarcasterPage.ts'
import { renderMailboxPanel } from './renderMailboxPanel.ts'
import type { SecureFrameBackend } from './SecureFrameBackend.ts'

type ApiHandlers = { [R in BackendRoute]: (body: BackendRequest<R>) => unknown }

function apiHandlers(backend: SecureFrameBackend): ApiHandlers {
  return {
    '/api/email/start': (body) => backend.startEmailLogin(body),
    '/api/email/device': (body) => backend.deviceStatus(body),
    '/api/email/verify': (body) => backend.verifyEmailLogin(body),
    '/api/session': (body) => backend.session(body.token),
    '/api/sign-out': (body) => {
      backend.signOut(body.token)
      return {}
    },
    '/api/keys': (body) => backend.storeKeys(body),
    '/api/email/update': (body) => backend.startEmailUpdate(body),
    '/api/email/update/primary': (body) => {
      backend.verifyPrimaryEmail(body)
      return {}
    },
    '/api/email/update/secondary': (body) => backend.verifySecondaryEmail(body),
    '/api/social/start': (body) => backend.startSocialLogin(body),
    '/api/social/exchange': (body) => backend.exchangeSocialCode(body),
    '/api/farcaster/start': (body) => backend.startFarcaster(body),
    '/api/farcaster/status': (body) => backend.farcasterStatus(body),
  }
}

function send(response: ServerResponse, status: number, type: 'json' | 'html', body: string): void {
  response.statusCode = status
  response.setHeader('content-type', type === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
  response.setHeader('cache-control', 'no-store')
  response.end(body)
}

function redirect(response: ServerResponse, location: string): void {
  response.statusCode = 303
  response.setHeader('location', location)
  response.end()
}

async function formField(request: IncomingMessage, name: string): Promise<string> {
  return new URLSearchParams(await readRequestBody(request)).get(name)?.trim() ?? ''
}

function userNameOf(text: string): string {
  if (text.length === 0 || text.length > 64) throw new BackendError('Enter a user name of 1 to 64 characters')
  return text
}

async function callApi(handlers: ApiHandlers, route: BackendRoute, request: IncomingMessage): Promise<unknown> {
  let input: unknown
  try {
    input = JSON.parse(await readRequestBody(request))
  } catch (error) {
    if (error instanceof BackendError) throw error
    throw new BackendError('The body is not JSON')
  }
  const decoded = decode(backendRequests[route] as t.Type<unknown, unknown, unknown>, input)
  if (!decoded.ok) throw new BackendError(`Invalid request: ${decoded.error}`)
  return (handlers[route] as (body: unknown) => unknown)(decoded.value)
}

/** Routes one request; false when it is not the backend's (the frame page's files are Vite's). */
async function route(backend: SecureFrameBackend, mailbox: DevMailbox, handlers: ApiHandlers, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://frame.invalid')
  const method = request.method ?? 'GET'
  const path = url.pathname
  const query = (name: string) => url.searchParams.get(name) ?? ''
  if (method === 'POST' && Object.hasOwn(backendRequests, path)) {
    send(response, 200, 'json', JSON.stringify(await callApi(handlers, path as BackendRoute, request)))
    return true
  }
  if (method === 'GET' && path === '/mailbox/messages') {
    const email = url.searchParams.get('email')
    send(response, 200, 'json', JSON.stringify(email === null ? mailbox.all() : mailbox.messages(email)))
    return true
  }
  if (method === 'GET' && path === '/mailbox') {
    send(response, 200, 'html', renderMailboxPanel(mailbox.all()))
    return true
  }
  if (path === '/device/approve') {
    if (method === 'POST') {
      const token = await formField(request, 'token')
      const known = backend.deviceApproval(token) !== undefined
      if (known) backend.approveDevice(token)
      send(response, known ? 200 : 404, 'html', renderDeviceApprovalPage(token, known ? 'approved' : 'invalid'))
      return true
    }
    const approval = backend.deviceApproval(query('token'))
    send(response, approval ? 200 : 404, 'html', renderDeviceApprovalPage(query('token'), approval === undefined ? 'invalid' : approval.approved ? 'approved' : 'waiting'))
    return true
  }
  if (path === '/oauth/authorize') {
    if (method === 'POST') {
      const form = new URLSearchParams(await readRequestBody(request))
      const state = form.get('state') ?? ''
      const code = backend.authorizeSocial(state, userNameOf(form.get('userName')?.trim() ?? ''))
      redirect(response, `/oauth/callback?${new URLSearchParams({ code, state })}`)
      return true
    }
    const login = backend.socialLogin(query('state'))
    const valid = login !== undefined && login.code === null && login.provider === query('provider') && query('redirect_uri') === `${backend.origin()}/oauth/callback`
    send(response, valid ? 200 : 400, 'html', valid ? renderAuthorizePage(login.provider, query('state')) : renderCallbackPage(undefined))
    return true
  }
  if (method === 'GET' && path === '/oauth/callback') {
    const login = backend.socialLogin(query('state'))
    const valid = login !== undefined && login.code !== null && login.code === query('code')
    send(response, valid ? 200 : 400, 'html', renderCallbackPage(valid ? login.appOrigin : undefined))
    return true
  }
  if (path === '/farcaster/approve') {
    if (method === 'POST') {
      const form = new URLSearchParams(await readRequestBody(request))
      const channel = form.get('channel') ?? ''
      backend.approveFarcaster(channel, userNameOf(form.get('userName')?.trim() ?? ''))
      send(response, 200, 'html', renderFarcasterPage(channel, 'approved'))
      return true
    }
    const waiting = backend.hasFarcasterChannel(query('channel'))
    send(response, waiting ? 200 : 404, 'html', renderFarcasterPage(query('channel'), waiting ? 'waiting' : 'invalid'))
    return true
  }
  return false
}

/** A Vite plugin serving the frame's backend (JSON API, dev mailbox, stand-in pages) on the frame page's own origin. */
export function secureFrameBackendPlugin(backend: SecureFrameBackend, mailbox: DevMailbox): Plugin {
  const handlers = apiHandlers(backend)
  return {
    name: 'portico-secure-frame-backend',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        route(backend, mailbox, handlers, request, response)
          .then((handled) => {
            if (!handled) next()
          })
          .catch((error: unknown) => {
            const status = error instanceof BackendError ? error.status : 500
            const message = error instanceof BackendError ? error.message : 'The backend failed'
            if (!(error instanceof BackendError)) console.error('secure frame backend:', error)
            if (response.headersSent) return response.end()
            const wantsHtml = !(request.url ?? '').startsWith('/api/')
            send(response, status, wantsHtml ? 'html' : 'json', wantsHtml ? htmlPage('Error', `<h1>Error</h1><p role="alert">${escapeHtml(message)}</p>`) : JSON.stringify({ error: message }))
          })
      })
    },
  }
}
