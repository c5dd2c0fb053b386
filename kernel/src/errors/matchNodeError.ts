import { nodeErrorMessages } from './nodeErrorMessages.ts'
import type { NodeErrorName } from './nodeErrorMessages.ts'

/** A node error that a message matched. */
export interface NodeErrorMatch {
  name: NodeErrorName
  message: string
}

/** Finds which SPEC §8 node error a node's message describes, if any. */
export function matchNodeError(text: string): NodeErrorMatch | undefined {
  const entry = nodeErrorMessages.find(({ pattern }) => pattern.test(text))
  return entry ? { name: entry.name, message: entry.message } : undefined
}
