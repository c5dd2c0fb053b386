/** What the relay client answers: `unwrap`'s shape, with the HTTP response when there was one. */
interface RelayAnswer<Data> {
  isError: boolean
  error?: Error
  response?: Response
  data?: Data
}

/**
 * Awaits one call of `@farcaster/auth-client` to the relay and gives its data, or throws a clear
 * error: the relay not answering within `timeoutMs` (the client's fetch has no timeout, so a hung
 * relay would hang the login), the client failing (a body that is not JSON, as a gateway's error
 * page), or an HTTP status other than `expected`.
 */
export async function farcasterRelayCall<Data>(call: Promise<RelayAnswer<Data>>, expected: readonly number[], timeoutMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const answer = await Promise.race([call, timeout])
    const status = answer.response?.status
    if (status !== undefined && !expected.includes(status)) throw new Error(`it answered HTTP ${status}`)
    if (answer.isError) throw answer.error ?? new Error('no answer')
    return answer.data
  } finally {
    clearTimeout(timer)
  }
}
