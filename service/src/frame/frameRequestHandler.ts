import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Answer } from '../api/Answer.ts'
import { ServiceError } from '../api/ServiceError.ts'
import { approveDevice } from './approveDevice.ts'
import { deviceApprovalPage } from './deviceApprovalPage.ts'
import { frameAncestorsOf } from './frameAncestorsOf.ts'
import { frameApiAnswer } from './frameApiAnswer.ts'
import { frameConfigAnswer } from './frameConfigAnswer.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import { frameHeaders } from './frameHeaders.ts'
import { staticFileAnswer } from './staticFileAnswer.ts'

const formLimitBytes = 4 * 1024

/** The client's address: the last `X-Forwarded-For` entry (the one the proxy added) when a proxy is trusted, else the socket's. */
function clientAddress(context: FrameContext, request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for']
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((part) => part.trim()).filter((part) => part !== '').pop()
  return context.trustProxy && last !== undefined ? last : (request.socket.remoteAddress ?? 'unknown')
}

async function formToken(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8')
    if (text.length > formLimitBytes) return ''
  }
  return new URLSearchParams(text).get('token') ?? ''
}

function errorAnswer(error: unknown): Answer {
  if (error instanceof FrameError) return { status: error.status, body: { error: error.message, code: error.code, ...error.extra }, ...(error.extra.retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(error.extra.retryAfterSeconds) } }) }
  if (error instanceof ServiceError) return { status: error.status, body: { error: error.message, code: error.code } }
  console.error('portico-service: secure frame:', error)
  return { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL_ERROR' } }
}

async function answerOf(context: FrameContext, request: IncomingMessage, url: URL): Promise<Answer> {
  const method = request.method ?? 'GET'
  if (url.pathname.startsWith('/api/')) return frameApiAnswer(context, request, url.pathname.slice('/api'.length), clientAddress(context, request))
  if (url.pathname === '/device/approve' && method === 'GET') return deviceApprovalPage('form', url.searchParams.get('token') ?? '')
  if (url.pathname === '/device/approve' && method === 'POST') return deviceApprovalPage((await approveDevice(context, await formToken(request))) ? 'approved' : 'invalid')
  if (url.pathname === '/frame-config.json' && method === 'GET') return frameConfigAnswer(context, url.searchParams.get('projectId'))
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, body: { error: 'Only GET is served here', code: 'INVALID_REQUEST' }, headers: { allow: 'GET, HEAD' } }
  // The provider sends the browser back here; the frame page's callback file posts the URL to the app.
  if (url.pathname === '/oauth/callback') {
    const page = await staticFileAnswer(context.pageDir, '/oauth-callback.html')
    // The popup comes here from the provider and must still reach the app that opened it: an
    // opener policy other than unsafe-none severs it from a cross-origin opener.
    return { ...page, headers: { ...page.headers, 'cross-origin-opener-policy': 'unsafe-none' } }
  }
  return staticFileAnswer(context.pageDir, url.pathname)
}

/**
 * The frame origin's HTTP handler: the JSON API under `/api/`, the device approval page, and the
 * built frame page's files; every answer carries `frameHeaders`, `frame-ancestors` from the
 * allowed origins of the page URL's `projectId`.
 */
export function frameRequestHandler(context: FrameContext): (request: IncomingMessage, response: ServerResponse) => void {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://frame.invalid')
    const answer = await answerOf(context, request, url).catch(errorAnswer)
    const ancestors = await frameAncestorsOf(context.projectOrigins, url.searchParams.get('projectId'))
    const headers: Record<string, string> = { ...frameHeaders(context.connectOrigins, ancestors), ...answer.headers }
    const contentType = answer.contentType ?? 'application/json'
    headers['content-type'] = contentType
    const body = answer.body instanceof Uint8Array ? answer.body : contentType === 'application/json' ? JSON.stringify(answer.body) : String(answer.body)
    response.writeHead(answer.status, headers).end(request.method === 'HEAD' ? undefined : body)
  }
  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('portico-service: secure frame:', error)
      if (!response.headersSent) response.writeHead(500, frameHeaders(context.connectOrigins, "'none'")).end()
      else response.destroy()
    })
  }
}
