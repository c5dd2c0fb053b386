import { randomBytes } from 'node:crypto'
import { startPostgres } from '../../index/testing/startPostgres.ts'
import type { Service } from '../../Service.ts'
import { startService } from '../../startService.ts'
import type { FrameConfig } from '../FrameConfig.ts'
import { postgresDisconnected } from './postgresDisconnected.ts'
import { startMailCatcher } from './startMailCatcher.ts'
import type { MailCatcher } from './startMailCatcher.ts'

/** Two services with one config and a secure frame each, on one new PostgreSQL database. */
export interface TwoFrameServices {
  services: [Service, Service]
  /** The mail catcher both frames send to. */
  mail: MailCatcher
  /** The database's connection URL, for a connection of no service. */
  url: string
  /** Stops both services, then PostgreSQL and the mail catcher. */
  stop(): Promise<void>
}

/**
 * Starts a PostgreSQL server (needs `postgresAvailable`), a mail catcher, and two services at once
 * on one database, with project `demo` allowing `https://app.example.com`; `social` configures the
 * frames' social providers.
 */
export async function startTwoFrameServices(social?: FrameConfig['social']): Promise<TwoFrameServices> {
  const postgres = await startPostgres()
  const mail = await startMailCatcher()
  const url = await postgres.createDatabase()
  const secureFrame = {
    port: 0,
    smtp: { host: '127.0.0.1', port: mail.port, from: 'login@portico.test' },
    keyEncryptionKeys: [{ id: 'k1', key: randomBytes(32).toString('base64') }],
    ...(social === undefined ? {} : { social }),
  }
  const config = { database: { url }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: ['https://app.example.com'] }], chains: [], secureFrame }
  const services = await Promise.all([startService({ port: 0, config }), startService({ port: 0, config })])
  return {
    services,
    mail,
    url,
    async stop() {
      for (const service of services) await service.stop()
      await postgresDisconnected(url)
      await mail.stop()
      await postgres.stop()
    },
  }
}
