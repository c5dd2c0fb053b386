import * as t from 'io-ts'

/** A refusal of the frame's backend: `4xx { error, code }`, with `retryAfterSeconds` on EMAIL_COOLDOWN. */
export const BackendRefusal = t.intersection([t.type({ error: t.string, code: t.string }), t.partial({ retryAfterSeconds: t.number })], 'BackendRefusal')

/** A refusal of the frame's backend. */
export type BackendRefusal = t.TypeOf<typeof BackendRefusal>
