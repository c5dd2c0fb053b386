const maxCauses = 10

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, rpcCode } = error as { code?: unknown; rpcCode?: unknown }
  if (typeof rpcCode === 'number') return rpcCode
  return typeof code === 'number' ? code : undefined
}

/** The error payload a failure is answered with: its short message, and the first numeric JSON-RPC code along its `cause` chain. */
export function errorAnswerOf(error: unknown): { message: string; code?: number } {
  const { shortMessage, message } = (typeof error === 'object' && error !== null ? error : {}) as { shortMessage?: unknown; message?: unknown }
  const text = typeof shortMessage === 'string' && shortMessage ? shortMessage : typeof message === 'string' && message ? message : String(error)
  let current: unknown = error
  for (let depth = 0; depth < maxCauses && current !== undefined && current !== null; depth += 1) {
    const code = codeOf(current)
    if (code !== undefined) return { message: text, code }
    current = (current as { cause?: unknown }).cause
  }
  return { message: text }
}
