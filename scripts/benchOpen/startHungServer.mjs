// A project service that hangs: an HTTP server on 127.0.0.1 that accepts every connection and
// request and never answers (not even CORS preflights), as a service behind a stuck proxy does.
import { createServer } from 'node:http'

/** Starts it on a free port; resolves with its url and `close` (which drops the pending requests). */
export async function startHungServer() {
  const sockets = new Set()
  const server = createServer(() => {
    // Never answered.
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
