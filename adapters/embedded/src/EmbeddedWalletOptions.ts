import { HttpUrl } from '@portico/kernel/extend'
import * as t from 'io-ts'
import type { EmbeddedWalletEvent } from './EmbeddedWalletEvent.ts'
import type { FrameMount } from './FrameMount.ts'

const Milliseconds = t.refinement(t.number, (value) => Number.isSafeInteger(value) && value >= 0, 'a whole number of milliseconds')

function functionCodec<F>(name: string) {
  const is = (input: unknown): input is F => typeof input === 'function'
  return new t.Type<F, F, unknown>(name, is, (input, context) => (is(input) ? t.success(input) : t.failure(input, context)), t.identity)
}

/**
 * Options of `embeddedWallet()`: the secure frame's page (`frameUrl`, http or https; its origin is
 * the only one posted to and heard), the project id (default: `createAppKit`'s), the frame's
 * logger, the SPEC §8 and §4 delays (load 20 s, e-mail and social requests 30 s, ready 500 ms after
 * the frame says so, sign-out 3 s, the "Action not allowed" notice 300 ms), who hears the
 * `iframe_load_failed` and `iframe_request_timeout` events, and where the frame is mounted
 * (default: a hidden iframe in `document.body`; tests mount an in-memory window), and `locale`: the
 * language the frame shows its texts in (BCP 47; default: the `locale` given to `createAppKit`, else
 * the page's `<html lang>`, else the browser's, as the kernel picks without one).
 */
export const EmbeddedWalletOptions = t.intersection(
  [
    t.type({ frameUrl: HttpUrl }),
    t.partial({
      projectId: t.string,
      enableLogger: t.boolean,
      loadTimeoutMs: Milliseconds,
      requestTimeoutMs: Milliseconds,
      readyDelayMs: Milliseconds,
      signOutTimeoutMs: Milliseconds,
      blockedMessageDelayMs: Milliseconds,
      onEvent: functionCodec<(event: EmbeddedWalletEvent) => void>('a function taking an event'),
      mount: functionCodec<FrameMount>('a function mounting the frame'),
      locale: t.string,
    }),
  ],
  'EmbeddedWalletOptions',
)
/** Options of `embeddedWallet()`. */
export type EmbeddedWalletOptions = t.TypeOf<typeof EmbeddedWalletOptions>
