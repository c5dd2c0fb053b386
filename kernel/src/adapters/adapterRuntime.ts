import { checkAdapterInstance } from './checkAdapterInstance.ts'
import { checkConnectResult } from './checkConnectResult.ts'
import { connectAcross } from './connectAcross.ts'
import { createAdapterContext } from './createAdapterContext.ts'
import { gatherConnectors } from './gatherConnectors.ts'
import { toAdapterError } from './toAdapterError.ts'

/**
 * The adapter registry's code that runs only once adapters are needed: loaded on demand with
 * them, so a host pays for it only when the modal connects.
 */
export const adapterRuntime = { checkAdapterInstance, checkConnectResult, connectAcross, createAdapterContext, gatherConnectors, toAdapterError }

/** The shape of the runtime, for the registry's field. */
export type AdapterRuntime = typeof adapterRuntime
