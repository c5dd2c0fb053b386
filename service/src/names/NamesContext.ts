import type { Hex } from 'viem'

/** What the names routes need beyond the database: the parent name, the gateway's key and how long its answers stay valid. */
export interface NamesContext {
  /** Such as `portico`: names are `<label>.portico`. */
  parent: string
  gatewayKey: Hex
  answerLifetimeSeconds: number
}
