import type { IncomingMessage } from 'node:http'
import type { Answer } from '../api/Answer.ts'
import { readJsonBody } from '../rpc/readJsonBody.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { gatewayAnswer } from './gatewayAnswer.ts'
import { isNameLabel } from './isNameLabel.ts'
import { registerNameAnswer } from './registerNameAnswer.ts'
import { suggestNames } from './suggestNames.ts'

const notFound: Answer = { status: 404, body: { error: 'Not found' } }
const invalidName: Answer = { status: 400, body: { error: 'A name has at least 4 characters of letters, digits or hyphens', code: 'INVALID_NAME' } }

/**
 * Answers the names routes (`parts` after `names`): GET `availability?name=` (`{ label, name,
 * available }`), GET `suggestions?name=` (`{ suggestions: [{ label, name }] }`), POST `/names`
 * (`registerNameAnswer`), and GET `gateway/{sender}/{data}.json` (`gatewayAnswer`, EIP-3668).
 * 404 when the service has no `names` configured.
 */
export async function namesRequest(context: ServiceContext, request: IncomingMessage, parts: readonly string[], query: URLSearchParams): Promise<Answer> {
  const names = context.names
  if (!names) return notFound
  const [second, third, fourth] = parts
  if (request.method === 'POST' && parts.length === 0) {
    const body = await readJsonBody(request, 16 * 1024)
    if (!body.ok) return { status: body.status, body: { error: body.error, code: 'INVALID_REQUEST' } }
    return registerNameAnswer(context, names, body.value)
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, body: { error: 'Only GET and POST /names are served' }, headers: { allow: 'GET, HEAD, POST, OPTIONS' } }
  if (parts.length === 1 && second === 'availability') {
    const label = query.get('name') ?? ''
    if (!isNameLabel(label)) return invalidName
    const lower = label.toLowerCase()
    const rows = await context.database.query('SELECT label FROM names WHERE label = $1', [lower])
    return { status: 200, body: { label: lower, name: `${lower}.${names.parent}`, available: rows.length === 0 } }
  }
  if (parts.length === 1 && second === 'suggestions') {
    const labels = await suggestNames(context.database, query.get('name') ?? '')
    return { status: 200, body: { suggestions: labels.map((label) => ({ label, name: `${label}.${names.parent}` })) } }
  }
  if (parts.length === 3 && second === 'gateway' && third !== undefined && fourth?.endsWith('.json')) {
    return gatewayAnswer(context.database, names, third, fourth.slice(0, -'.json'.length))
  }
  return notFound
}
