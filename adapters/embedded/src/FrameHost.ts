import { AppToFrameMessage } from './AppToFrameMessage.ts'
import { FrameEndpoint } from './FrameEndpoint.ts'
import type { FrameDrop, FrameMessageEvent, FrameWindow, MessageEventTarget } from './FrameEndpoint.ts'
import { frameMessageTypes } from './frameMessageTypes.ts'
import { frameProtocolVersion } from './frameProtocolVersion.ts'
import { frameResponseTypes } from './frameResponseTypes.ts'
import type { FrameSuccessPayload } from './frameResponseTypes.ts'
import { FrameToAppMessage } from './FrameToAppMessage.ts'

/** How the frame side reaches the app that embeds it. */
export interface FrameHostOptions {
  /** The app's exact origin, such as `https://app.example`: the only one answered and heard. */
  appOrigin: string
  /** The app's window (`window.parent`, when it is not the frame's own window), or nothing. */
  parentWindow: () => FrameWindow | null | undefined
  /** The frame's own window, where the app's messages arrive. */
  listenOn: MessageEventTarget
  /** Handles one valid request from the app; answer it with `succeed` or `fail`. */
  onRequest: (request: AppToFrameMessage) => void
  /** Told of every dropped message. */
  onDropped?: (drop: FrameDrop) => void
}

/** The arguments `succeed` takes after the request: the success payload, or none for a bare success. */
export type SuccessArguments<T extends AppToFrameMessage['type']> = FrameSuccessPayload<T> extends undefined ? [] : [payload: FrameSuccessPayload<T>]

/** The frame side of the frame protocol: hands valid requests from the app to `onRequest` and posts the answers back. */
export class FrameHost {
  private readonly endpoint: FrameEndpoint<AppToFrameMessage, FrameToAppMessage>

  constructor(options: FrameHostOptions) {
    this.endpoint = new FrameEndpoint({
      outgoing: FrameToAppMessage,
      incoming: AppToFrameMessage,
      peerOrigin: options.appOrigin,
      peerWindow: options.parentWindow,
      listenOn: options.listenOn,
      missingPeer: { code: 'FRAME_PARENT_NOT_SET', text: 'W3mFrame: parent is not set' },
      onMessage: (request) => {
        options.onRequest(request)
        return undefined
      },
      onDropped: options.onDropped,
    })
  }

  /** The app's normalised origin. */
  get appOrigin(): string {
    return this.endpoint.peerOrigin
  }

  /** How many received messages were dropped so far. */
  get droppedCount(): number {
    return this.endpoint.droppedCount
  }

  /** The `message` listener (already added to `listenOn`); never throws. */
  get receive(): (event: FrameMessageEvent) => void {
    return this.endpoint.receive
  }

  /** Validates and posts a message to the app; throws a FrameError when invalid or without a parent. */
  post(message: FrameToAppMessage): void {
    this.endpoint.post(message)
  }

  /** Answers a request with its success (nothing is posted for a request without id: nobody waits for it). */
  succeed<M extends AppToFrameMessage>(request: M, ...payload: SuccessArguments<M['type']>): void {
    if (request.id === undefined) return
    const type = frameResponseTypes(request.type).success
    this.post((payload.length > 0 ? { type, id: request.id, payload: payload[0] } : { type, id: request.id }) as FrameToAppMessage)
  }

  /** Answers a request with an error carrying `message` (and a JSON-RPC `code`, and a refusal code `reason` such as INVALID_KEY, when given). */
  fail(request: AppToFrameMessage, message?: string, code?: number, reason?: string): void {
    if (request.id === undefined) return
    const payload = { ...(message === undefined ? {} : { message }), ...(code === undefined ? {} : { code }), ...(reason === undefined ? {} : { reason }) }
    this.post({ type: frameResponseTypes(request.type).error, id: request.id, payload } as FrameToAppMessage)
  }

  /** Tells the app the frame is ready, with its protocol version (this package's by default; null announces none). */
  announceReady(version: string | null = frameProtocolVersion): void {
    this.post({ type: frameMessageTypes.READY, payload: version === null ? {} : { version } })
  }

  /** Tells the app its session token changed. */
  updateSession(token: string): void {
    this.post({ type: frameMessageTypes.SESSION_UPDATE, payload: { token } })
  }

  /** Stops listening. */
  close(): void {
    this.endpoint.close()
  }
}
