import type { AppToFrameMessage, FrameEventMessage } from '@portico/adapter-embedded'

/** What a request through the test app gives: the success payload, or the error's text and JSON-RPC code. */
export type FrameTestAnswer = { ok: true; payload: unknown } | { ok: false; message: string; code: number | undefined }

/** What the frame test app exposes on `window.porticoFrameTest` for a browser test to drive. */
export interface FrameTestApi {
  /** Every event (READY, SESSION_UPDATE) the frame posted, in order. */
  events: FrameEventMessage[]
  /** Sends one request through FrameChannel (30 s timeout unless given). */
  request(message: AppToFrameMessage, timeoutMs?: number): Promise<FrameTestAnswer>
}
