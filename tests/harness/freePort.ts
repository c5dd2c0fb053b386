import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: a server binds port 0, reads the port the
 * system chose and closes. For programs, such as anvil, that cannot be told to pick one.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close((error) => (error ? reject(error) : resolve(port)))
    })
  })
}
