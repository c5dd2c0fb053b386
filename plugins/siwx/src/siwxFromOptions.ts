import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { SiwxOptionsConflictError, SiwxOptionsError } from './errors.ts'
import type { Siwx } from './Siwx.ts'
import { siweConfigToSiwx } from './siweConfigToSiwx.ts'

const SiwxShape = t.intersection(
  [
    t.type({ createMessage: t.Function, addSession: t.Function, revokeSession: t.Function, setSessions: t.Function, getSessions: t.Function }),
    t.partial({ getRequired: t.Function, signOutOnDisconnect: t.boolean }),
  ],
  'siwx { createMessage, addSession, revokeSession, setSessions, getSessions, getRequired? }',
)

/**
 * The Siwx that `createAppKit`'s options ask for: `siwx` as given (shape-checked), else the
 * legacy `siweConfig` mapped onto it, else undefined (sign-in off). Throws a ConfigError when
 * either lacks a function, and SPEC's text when both are set.
 */
export function siwxFromOptions(options: { siwx?: unknown; siweConfig?: unknown }): Siwx | undefined {
  const { siwx, siweConfig } = options
  if (siwx != null && siweConfig != null) {
    throw new SiwxOptionsConflictError()
  }
  if (siwx != null) {
    const shape = decode(SiwxShape, siwx)
    if (!shape.ok) throw new SiwxOptionsError('siwx', shape.error)
    return siwx as Siwx
  }
  return siweConfig == null ? undefined : siweConfigToSiwx(siweConfig)
}
