import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A server listening on 127.0.0.1: its port, and a stop that closes it and its open connections (callable twice). */
export interface LoopbackListener {
  port: number
  stop(): Promise<void>
}

/** Makes `server` listen on 127.0.0.1 at `port` (0: any free port); rejects when the port is taken. */
export async function listenOnLoopback(server: Server, port = 0): Promise<LoopbackListener> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  let stopped: Promise<void> | undefined
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      (stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })),
  }
}
