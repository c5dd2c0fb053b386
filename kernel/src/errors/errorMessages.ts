import { nodeErrorMessages } from './nodeErrorMessages.ts'
import { rpcErrorCodes } from './rpcErrorCodes.ts'

/**
 * The English catalogue of the errors a user may read (SPEC §8): each JSON-RPC code's text as
 * `error.rpc.<NAME>`, each node error's as `error.node.<NAME>`, and the texts for an unknown error.
 * Built from the tables themselves, so the thrown texts and the shown ones stay one.
 */
export const errorMessages: Record<string, string> = {
  ...Object.fromEntries(Object.entries(rpcErrorCodes).map(([name, { message }]) => [`error.rpc.${name}`, message])),
  ...Object.fromEntries(nodeErrorMessages.map(({ name, message }) => [`error.node.${name}`, message])),
  'error.unknown': 'Unknown error',
  'error.unknownProvider': 'An unknown error occurred.',
}
