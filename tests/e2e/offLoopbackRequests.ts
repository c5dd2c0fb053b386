/** The URLs of `requests` that leave the machine: any but data:, blob: and those to 127.0.0.1. */
export function offLoopbackRequests(requests: readonly string[]): string[] {
  return requests.filter((url) => {
    const { protocol, hostname } = new URL(url)
    return protocol !== 'data:' && protocol !== 'blob:' && hostname !== '127.0.0.1'
  })
}
