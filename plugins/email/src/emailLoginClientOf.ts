import type { RootStore } from '@portico/kernel/extend'
import type { EmailLoginClient } from './EmailLoginClient.ts'

const methods = ['connectEmail', 'connectDevice', 'connectOtp', 'updateEmail', 'updateEmailPrimaryOtp', 'updateEmailSecondaryOtp'] as const

/** The embedded wallet client among the loaded connector adapters (the one whose connector is AUTH), when it can log in by e-mail. */
export function emailLoginClientOf(root: Pick<RootStore, 'adapters'>): { client: EmailLoginClient; connectorId: string } | undefined {
  const connector = root.adapters.connectors.find((candidate) => candidate.type === 'AUTH')
  if (!connector) return undefined
  const owner = root.adapters.connectorAdapter(connector.id) as Partial<Record<(typeof methods)[number], unknown>> | undefined
  if (!owner || !methods.every((method) => typeof owner[method] === 'function')) return undefined
  return { client: owner as unknown as EmailLoginClient, connectorId: connector.id }
}
