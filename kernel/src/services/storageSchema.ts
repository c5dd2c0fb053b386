import * as t from 'io-ts'

/**
 * Every key Portico keeps in local storage (SPEC §3) and the codec its value must pass.
 * A stored value that does not pass is ignored, never thrown.
 * TODO(services helper): complete every SPEC §3 key.
 */
export const storageSchema = {
  connectionStatus: t.keyof({ connected: null, disconnected: null }),
} as const
