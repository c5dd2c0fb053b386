import { createPublicClient, getAddress, http, isAddress, isHex, verifyMessage } from 'viem'
import type { Answer } from '../api/Answer.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { isNameLabel } from './isNameLabel.ts'
import { NameRegistration } from './NameRegistration.ts'
import { nameRegistrationMessage } from './nameRegistrationMessage.ts'
import type { NamesContext } from './NamesContext.ts'

/** How old a signed registration may be. */
const registrationLifetimeMs = 10 * 60_000
/** How far ahead of the service's clock a registration may be issued. */
const clockSkewMs = 60_000

function refused(status: number, code: string, error: string): Answer {
  return { status, body: { error, code } }
}

/**
 * Answers `POST /names`: registers a label under the parent for the address that signed the
 * registration message (verified with viem against the chain, so contract accounts verify too).
 * Refused: a label that breaks SPEC §5's rule (400 INVALID_NAME), a message that is not the one
 * expected or too old (400 INVALID_REQUEST), a signature that does not verify (401
 * INVALID_SIGNATURE), a label another address holds (409 NAME_TAKEN). Registering one's own
 * name again answers it again.
 */
export async function registerNameAnswer(context: ServiceContext, names: NamesContext, body: unknown): Promise<Answer> {
  const decoded = NameRegistration.decode(body)
  if (decoded._tag === 'Left') return refused(400, 'INVALID_REQUEST', 'Expected { label, address, chainId, issuedAt, message, signature }')
  const request = decoded.right
  if (!isNameLabel(request.label)) return refused(400, 'INVALID_NAME', 'A name has at least 4 characters of letters, digits or hyphens')
  if (!isAddress(request.address, { strict: false }) || !isHex(request.signature)) return refused(400, 'INVALID_REQUEST', 'Not an address or not a hex signature')
  const label = request.label.toLowerCase()
  const name = `${label}.${names.parent}`
  const issuedAt = Date.parse(request.issuedAt)
  const now = Date.now()
  if (Number.isNaN(issuedAt) || issuedAt < now - registrationLifetimeMs || issuedAt > now + clockSkewMs) return refused(400, 'INVALID_REQUEST', 'The registration was not issued within the last 10 minutes')
  if (request.message !== nameRegistrationMessage(name, request.address, request.issuedAt)) return refused(400, 'INVALID_REQUEST', 'The message is not the registration of this name for this address')
  const address = getAddress(request.address)
  const chain = context.chains.find((candidate) => candidate.chainId === request.chainId)
  const verified = await (chain
    ? createPublicClient({ transport: http(chain.rpcUrl) }).verifyMessage({ address, message: request.message, signature: request.signature })
    : verifyMessage({ address, message: request.message, signature: request.signature })
  ).catch(() => false)
  if (!verified) return refused(401, 'INVALID_SIGNATURE', 'The signature is not the address’s')
  const inserted = await context.database.query('INSERT INTO names (label, address) VALUES ($1, $2) ON CONFLICT (label) DO NOTHING RETURNING label', [label, address.toLowerCase()])
  if (inserted.length === 0) {
    const [owner] = await context.database.query<{ address: string }>('SELECT address FROM names WHERE label = $1', [label])
    if (owner?.address !== address.toLowerCase()) return refused(409, 'NAME_TAKEN', `${name} is taken`)
  }
  return { status: 201, body: { label, name, address } }
}
