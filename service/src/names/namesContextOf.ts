import { isHex } from 'viem'
import type { NamesConfig } from './NamesConfig.ts'
import type { NamesContext } from './NamesContext.ts'

/** The names routes' context from the config's `names`; throws when the gateway key is not a 32-byte hex key. */
export function namesContextOf(config: NamesConfig): NamesContext {
  const key = config.gatewayKey
  if (!isHex(key) || key.length !== 66) throw new Error('The service config is not valid:\n  - names.gatewayKey: expected a 32-byte hex private key')
  return { parent: config.parent.toLowerCase(), gatewayKey: key, answerLifetimeSeconds: config.answerLifetimeSeconds ?? 300 }
}
