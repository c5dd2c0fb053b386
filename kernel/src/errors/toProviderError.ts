import { ProviderError } from '../errors.ts'
import { matchNodeError } from './matchNodeError.ts'
import { rpcErrorByCode } from './rpcErrorByCode.ts'
import { rpcErrorCodes } from './rpcErrorCodes.ts'

/** One level of a thrown value: wallets and libraries nest the real error inside wrappers. */
interface ErrorLayer {
  code: number | undefined
  message: string | undefined
  data: unknown
}

const internalCode = rpcErrorCodes.INTERNAL_ERROR.code
// Nodes answer these generic codes for the errors of nodeErrorMessages; the node's text says more.
const genericCodes = new Set<number>([internalCode, rpcErrorCodes.INVALID_INPUT.code, rpcErrorCodes.TRANSACTION_REJECTED.code])
const maxDepth = 6

function readCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value)
  // ethers names a declined request ACTION_REJECTED instead of 4001.
  if (value === 'ACTION_REJECTED') return rpcErrorCodes.USER_REJECTED.code
  return undefined
}

function readLayers(error: unknown): ErrorLayer[] {
  const layers: ErrorLayer[] = []
  const seen = new Set<unknown>()
  const visit = (value: unknown, depth: number): void => {
    if (depth > maxDepth || seen.has(value)) return
    seen.add(value)
    if (typeof value === 'string') {
      if (value.length > 0) layers.push({ code: undefined, message: value, data: undefined })
      return
    }
    if (typeof value !== 'object' || value === null) return
    const record = value as Record<string, unknown>
    const message = typeof record.message === 'string' && record.message.length > 0 ? record.message : undefined
    layers.push({ code: readCode(record.code), message, data: record.data })
    const data = record.data
    if (typeof data === 'object' && data !== null) {
      visit((data as Record<string, unknown>).originalError, depth + 1)
      visit(data, depth + 1)
    }
    visit(record.error, depth + 1)
    const info = record.info
    if (typeof info === 'object' && info !== null) visit((info as Record<string, unknown>).error, depth + 1)
    visit(record.cause, depth + 1)
  }
  visit(error, 0)
  return layers
}

function chooseLayer(layers: ErrorLayer[]): ErrorLayer | undefined {
  const withCode = layers.filter((layer) => layer.code !== undefined)
  return (
    withCode.find((layer) => rpcErrorByCode(layer.code as number) && layer.code !== internalCode) ??
    withCode.find((layer) => layer.code !== internalCode) ??
    withCode[0]
  )
}

/**
 * Turns anything a wallet or a node throws ({ code, message } objects, nested wrappers, Errors,
 * strings) into a ProviderError with SPEC §8's code: 5000 is read as 4001 (user rejected), a
 * node message is mapped to its stable name, and the original stays as `cause`.
 */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error
  const layers = readLayers(error)
  const chosen = chooseLayer(layers)
  const nodeMatch = layers.map((layer) => (layer.message ? matchNodeError(layer.message) : undefined)).find(Boolean)
  const known = chosen?.code === undefined ? undefined : rpcErrorByCode(chosen.code)
  const code = known?.code ?? chosen?.code ?? (nodeMatch ? rpcErrorCodes.INVALID_INPUT.code : internalCode)
  const originalMessage = layers.find((layer) => layer.message)?.message

  const fromNode = nodeMatch !== undefined && (!known || genericCodes.has(known.code))
  const shortMessage = fromNode
    ? nodeMatch.message
    : (known?.message ?? chosen?.message ?? originalMessage ?? 'An unknown error occurred.')

  return new ProviderError(shortMessage, {
    code,
    cause: error,
    ...(originalMessage && originalMessage !== shortMessage ? { details: originalMessage } : {}),
    ...(fromNode ? { nodeError: nodeMatch.name } : {}),
    data: chosen?.data ?? layers[0]?.data,
  })
}
