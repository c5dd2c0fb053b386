import type * as t from 'io-ts'
import { decode, errorText } from '@portico/kernel/extend'
import { FrameError } from './errors.ts'
import type { FrameErrorCode } from './errors.ts'

/** The other side's window as far as posting goes: an iframe's `contentWindow`, or the frame's `window.parent`. */
export interface FrameWindow {
  postMessage(message: unknown, targetOrigin: string): void
}

/** The parts of a `MessageEvent` the endpoint reads. */
export interface FrameMessageEvent {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

/** Where `message` events arrive: the endpoint's own `window`. */
export interface MessageEventTarget {
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
}

/** Why a received message was dropped: a foreign origin or window, a failed decode, unexpected by the receiver, or its handler failed. */
export type FrameDropReason = 'origin' | 'source' | 'invalid' | 'unexpected' | 'failed'

/** A dropped message, as `onDropped` reports it. */
export interface FrameDrop {
  reason: FrameDropReason
  /** Why, for developers: the decode error, the origin seen, the handler's error. */
  detail: string
  origin: string
}

/** How one side of the frame protocol talks to the other. */
export interface FrameEndpointOptions<Incoming, Outgoing> {
  /** Validates what this side posts. */
  outgoing: t.Type<Outgoing, unknown, unknown>
  /** Validates what this side receives. */
  incoming: t.Type<Incoming, unknown, unknown>
  /** The other side's exact origin, such as `https://frame.example`: the only target and the only sender accepted. */
  peerOrigin: string
  /** The other side's window now, or nothing when it is not there (yet). */
  peerWindow: () => FrameWindow | null | undefined
  /** Where this side's `message` events arrive. */
  listenOn: MessageEventTarget
  /** The text and code thrown when posting without a peer window. */
  missingPeer: { code: FrameErrorCode; text: string }
  /** Applies a decoded message; returns a reason when it refuses it (then it counts as dropped). */
  onMessage: (message: Incoming) => string | undefined
  /** Told of every dropped message; never allowed to throw out of the handler. */
  onDropped?: (drop: FrameDrop) => void
}

function exactOrigin(origin: string): string {
  let parsed: string
  try {
    parsed = new URL(origin).origin
  } catch (cause) {
    throw new FrameError('FRAME_ORIGIN_INVALID', `Invalid frame origin: ${origin}`, { cause })
  }
  if (parsed === 'null') throw new FrameError('FRAME_ORIGIN_INVALID', `Invalid frame origin: ${origin}`, { details: 'An opaque origin cannot be posted to.' })
  return parsed
}

/** One side of the frame protocol: validates and posts to the peer's origin only, and receives from it only, dropping the rest. */
export class FrameEndpoint<Incoming, Outgoing> {
  /** The peer's origin, normalised (`https://frame.example`, never `*`). */
  readonly peerOrigin: string
  private readonly options: FrameEndpointOptions<Incoming, Outgoing>
  private drops = 0
  private listening = true

  constructor(options: FrameEndpointOptions<Incoming, Outgoing>) {
    this.options = options
    this.peerOrigin = exactOrigin(options.peerOrigin)
    options.listenOn.addEventListener('message', this.receive)
  }

  /** How many received messages were dropped so far. */
  get droppedCount(): number {
    return this.drops
  }

  /** Validates a message and posts it to the peer's origin; throws a FrameError when it is invalid or there is no peer. */
  post(message: Outgoing): void {
    const decoded = decode(this.options.outgoing, message)
    if (!decoded.ok) throw new FrameError('FRAME_MESSAGE_INVALID', 'Invalid frame message', { details: decoded.error })
    const peer = this.options.peerWindow()
    if (!peer) throw new FrameError(this.options.missingPeer.code, this.options.missingPeer.text)
    peer.postMessage(this.options.outgoing.encode(decoded.value), this.peerOrigin)
  }

  /** The `message` listener: checks origin and source, decodes, then applies; never throws. */
  readonly receive = (event: FrameMessageEvent): void => {
    let origin = ''
    try {
      origin = String(event.origin)
      if (!this.listening) return this.drop('unexpected', 'the endpoint is closed', origin)
      if (origin !== this.peerOrigin) return this.drop('origin', `from ${origin.slice(0, 100)}, expected ${this.peerOrigin}`, origin)
      const peer = this.options.peerWindow()
      if (!peer || event.source !== peer) return this.drop('source', peer ? 'not from the peer window' : 'no peer window', origin)
      const decoded = decode(this.options.incoming, event.data)
      if (!decoded.ok) return this.drop('invalid', decoded.error, origin)
      const refusal = this.options.onMessage(decoded.value)
      if (refusal !== undefined) this.drop('unexpected', refusal, origin)
    } catch (error) {
      this.drop('failed', errorText(error), origin)
    }
  }

  /** Stops listening; messages that still reach `receive` are dropped. */
  close(): void {
    this.listening = false
    this.options.listenOn.removeEventListener('message', this.receive)
  }

  private drop(reason: FrameDropReason, detail: string, origin: string): void {
    this.drops += 1
    try {
      this.options.onDropped?.({ reason, detail, origin })
    } catch {
      // A failing reporter must not turn a dropped message into a thrown one.
    }
  }
}
