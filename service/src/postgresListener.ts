import type { Client } from 'pg'
import type { Listener } from './Listener.ts'

/**
 * Listens to `channel` on a PostgreSQL connection of its own (made by `connect`): `onChange` is
 * called with each notification, and whenever notifications may have been missed (the connection
 * was lost, and again once it listens anew), so a listener that keeps something in memory drops it.
 * A lost or failed connection is made again every `retryMs`.
 */
export async function postgresListener(connect: () => Promise<Client>, channel: string, onChange: () => void, retryMs = 1000): Promise<Listener> {
  let current: Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const later = () => {
    if (closed) return
    retry = setTimeout(() => void open(), retryMs)
    retry.unref()
  }
  const open = async (): Promise<void> => {
    let client: Client | undefined
    try {
      client = await connect()
      const made = client
      const lost = () => {
        if (current !== made) return
        current = undefined
        onChange()
        made.end().catch(() => undefined)
        later()
      }
      made.on('error', lost)
      made.on('end', lost)
      made.on('notification', (message) => {
        if (message.channel === channel) onChange()
      })
      await made.query(`LISTEN ${made.escapeIdentifier(channel)}`)
      if (closed) {
        await made.end().catch(() => undefined)
        return
      }
      current = made
      onChange()
    } catch {
      await client?.end().catch(() => undefined)
      later()
    }
  }
  await open()
  return {
    listening: () => current !== undefined,
    async close() {
      closed = true
      clearTimeout(retry)
      const client = current
      current = undefined
      await client?.end().catch(() => undefined)
    },
  }
}
