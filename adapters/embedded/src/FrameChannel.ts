import * as t from 'io-ts'
import { AppToFrameMessage } from './AppToFrameMessage.ts'
import { FrameEndpoint } from './FrameEndpoint.ts'
import type { FrameDrop, FrameMessageEvent, FrameWindow, MessageEventTarget } from './FrameEndpoint.ts'
import { FrameError } from './errors.ts'
import { frameMessageId } from './frameMessageId.ts'
import { frameMessageTypes } from './frameMessageTypes.ts'
import { frameResponseTypes } from './frameResponseTypes.ts'
import type { FrameEventMessage, FrameRequestType, FrameSuccessPayload } from './frameResponseTypes.ts'
import { FrameToAppMessage } from './FrameToAppMessage.ts'
import { FrameVisibilityMessage } from './FrameVisibilityMessage.ts'

/** How the app side reaches the frame. */
export interface FrameChannelOptions {
  /** The frame's exact origin (the secure site's), such as `https://secure.example`. */
  frameOrigin: string
  /** The frame's window now (`iframe.contentWindow`), or nothing before the iframe exists. */
  frameWindow: () => FrameWindow | null | undefined
  /** The app's own window, where the frame's messages arrive. */
  listenOn: MessageEventTarget
  /** Told of every session update and ready event. */
  onEvent?: (message: FrameEventMessage) => void
  /** Told of every dropped message. */
  onDropped?: (drop: FrameDrop) => void
}

/** How long a request may wait, and what may abort it. */
export interface FrameRequestOptions {
  /**
   * Rejects with FRAME_REQUEST_TIMEOUT after this many milliseconds; no limit when absent. The
   * clock stops while the frame is shown to the user (its VISIBILITY message: it asks something,
   * such as a recovery password, that takes as long as the user takes) and starts again, whole,
   * when it is hidden.
   */
  timeoutMs?: number
  signal?: AbortSignal
}

interface PendingRequest {
  successType: string
  errorType: string
  settle: (message: FrameToAppMessage) => void
  fail: (error: FrameError) => void
  /** Rejects it as aborted (SPEC §8's text for its type), saying why. */
  abort: (details: string) => void
  /** Starts its timeout, whole (when it has one). */
  startClock: () => void
  /** Stops its timeout. */
  stopClock: () => void
}

type FrameIncoming = FrameToAppMessage | FrameVisibilityMessage
const isVisibility = (input: unknown): boolean => typeof input === 'object' && input !== null && (input as { type?: unknown }).type === '@portico/frame/VISIBILITY'
// What the frame posts: the protocol's answers and events, and its requests to be shown or hidden
// (picked by `type` first, so every other message is decoded, and refused, as the protocol's alone).
const FrameIncoming = new t.Type<FrameIncoming, unknown, unknown>(
  'FrameIncoming',
  (input): input is FrameIncoming => FrameToAppMessage.is(input) || FrameVisibilityMessage.is(input),
  (input, context) => (isVisibility(input) ? FrameVisibilityMessage.validate(input, context) : FrameToAppMessage.validate(input, context)),
  (message) => (message.type === '@portico/frame/VISIBILITY' ? FrameVisibilityMessage.encode(message) : FrameToAppMessage.encode(message)),
)

// SPEC §8: an aborted request says "Request was aborted" for RPC requests, "Something went wrong" otherwise.
function abortedText(type: FrameRequestType): string {
  return type === frameMessageTypes.RPC_REQUEST ? 'Request was aborted' : 'Something went wrong'
}

/** The app side of the frame protocol: posts requests to the frame and settles each with the answer carrying its id. */
export class FrameChannel {
  private readonly endpoint: FrameEndpoint<FrameIncoming, AppToFrameMessage>
  private readonly pending = new Map<string, PendingRequest>()
  private frameVisible = false
  private readonly onEvent: ((message: FrameEventMessage) => void) | undefined

  constructor(options: FrameChannelOptions) {
    this.onEvent = options.onEvent
    this.endpoint = new FrameEndpoint({
      outgoing: AppToFrameMessage,
      incoming: FrameIncoming,
      peerOrigin: options.frameOrigin,
      peerWindow: options.frameWindow,
      listenOn: options.listenOn,
      missingPeer: { code: 'FRAME_NOT_SET', text: 'W3mFrame: iframe is not set' },
      onMessage: (message) => this.apply(message),
      onDropped: options.onDropped,
    })
  }

  /** The frame's normalised origin. */
  get frameOrigin(): string {
    return this.endpoint.peerOrigin
  }

  /** How many received messages were dropped so far. */
  get droppedCount(): number {
    return this.endpoint.droppedCount
  }

  /** The ids of the requests still waiting for an answer. */
  get pendingIds(): string[] {
    return [...this.pending.keys()]
  }

  /** The `message` listener (already added to `listenOn`); never throws. */
  get receive(): (event: FrameMessageEvent) => void {
    return this.endpoint.receive
  }

  /** Validates and posts a message that expects no answer; throws a FrameError when invalid or without a frame. */
  post(message: AppToFrameMessage): void {
    this.endpoint.post(message)
  }

  /** Posts a request with a fresh id (or its own unused one) and resolves with its success payload, or rejects with a FrameError. */
  request<M extends AppToFrameMessage>(message: M, options: FrameRequestOptions = {}): Promise<FrameSuccessPayload<M['type']>> {
    return new Promise((resolve, reject) => {
      const id = message.id ?? frameMessageId()
      if (this.pending.has(id)) throw new FrameError('FRAME_ID_IN_USE', `A request with id ${id} is already waiting`)
      const { success, error } = frameResponseTypes(message.type)
      let timer: ReturnType<typeof setTimeout> | undefined
      const stopClock = (): void => clearTimeout(timer)
      const startClock = (): void => {
        clearTimeout(timer)
        if (options.timeoutMs === undefined) return
        timer = setTimeout(() => finish(() => reject(new FrameError('FRAME_REQUEST_TIMEOUT', abortedText(message.type)))), options.timeoutMs)
      }
      const abort = (details?: string): void => finish(() => reject(new FrameError('FRAME_REQUEST_ABORTED', abortedText(message.type), { details })))
      // The signal's listener: called with its event, which is no detail.
      const onAbort = (): void => abort()
      const finish = (then: () => void): void => {
        this.pending.delete(id)
        clearTimeout(timer)
        options.signal?.removeEventListener('abort', onAbort)
        then()
      }
      this.pending.set(id, {
        successType: success,
        errorType: error,
        settle: (answer) =>
          finish(() => {
            if (answer.type === success) return resolve(('payload' in answer ? answer.payload : undefined) as FrameSuccessPayload<M['type']>)
            const failure = 'payload' in answer ? (answer.payload as { message?: string; code?: number; reason?: string }) : {}
            const text = failure.message ? failure.message : 'An error occurred'
            reject(new FrameError('FRAME_ERROR', text, { rpcCode: failure.code, reason: failure.reason }))
          }),
        fail: (failure) => finish(() => reject(failure)),
        abort,
        startClock,
        stopClock,
      })
      if (options.signal?.aborted) return onAbort()
      options.signal?.addEventListener('abort', onAbort)
      if (!this.frameVisible) startClock()
      try {
        this.endpoint.post({ ...message, id })
      } catch (postError) {
        finish(() => reject(postError))
      }
    })
  }

  /** Stops listening and rejects every waiting request. */
  close(): void {
    this.endpoint.close()
    for (const request of [...this.pending.values()]) request.fail(new FrameError('FRAME_CLOSED', 'Something went wrong'))
  }

  private apply(message: FrameIncoming): string | undefined {
    if (message.type === '@portico/frame/VISIBILITY') return this.noteVisibility(message.visible)
    if (message.type === frameMessageTypes.READY) {
      // A READY comes from a page that has just loaded: the requests still waiting went to the page
      // before it (or to this one before it listened), and no page will ever answer them.
      for (const request of [...this.pending.values()]) request.abort('The secure frame loaded again before it answered.')
    }
    if (message.type === frameMessageTypes.SESSION_UPDATE || message.type === frameMessageTypes.READY) {
      this.onEvent?.(message)
      return undefined
    }
    if (message.id === undefined) return `${message.type} carries no id`
    const request = this.pending.get(message.id)
    if (!request) return `no request waits for id ${message.id}`
    if (message.type !== request.successType && message.type !== request.errorType) {
      return `${message.type} does not answer the request ${message.id} (${request.successType})`
    }
    request.settle(message)
    return undefined
  }

  /** The user is looking at the frame: no request times out meanwhile; hidden again, each waits its whole timeout anew. */
  private noteVisibility(visible: boolean): undefined {
    if (visible === this.frameVisible) return undefined
    this.frameVisible = visible
    for (const request of this.pending.values()) {
      if (visible) request.stopClock()
      else request.startClock()
    }
    return undefined
  }
}
