import type { AppToFrameMessage } from './AppToFrameMessage.ts'
import { FrameChannel } from './FrameChannel.ts'
import type { FrameRequestOptions } from './FrameChannel.ts'
import type { FrameDrop } from './FrameEndpoint.ts'
import { FrameError } from './errors.ts'
import type { FrameMount, MountedFrame } from './FrameMount.ts'
import { frameMessageTypes } from './frameMessageTypes.ts'
import { frameProtocolVersion } from './frameProtocolVersion.ts'
import { isCompatibleFrameProtocol } from './isCompatibleFrameProtocol.ts'
import type { FrameEventMessage, FrameRequestType, FrameSuccessPayload } from './frameResponseTypes.ts'

/** Where the secure frame stands: not created, loading, ready soon (after the READY delay), ready, failed to load, or destroyed. */
export type SecureFrameState = 'idle' | 'loading' | 'settling' | 'ready' | 'failed' | 'destroyed'

/** How the secure frame is made and what it reports. */
export interface SecureFrameOptions {
  /** The frame page with its query (SPEC §7). */
  src: string
  mount: FrameMount
  /** SPEC §8: 20 s to load, then the waiting requests are aborted. */
  loadTimeoutMs: number
  /** SPEC §4: ready this long after the frame's READY event. */
  readyDelayMs: number
  /** Runs each time the frame becomes ready (to sync the dapp data). */
  onReady: () => void
  /** Runs when the frame did not load in time. */
  onLoadFailed: () => void
  /** Runs when the frame announced a protocol version this package does not speak. */
  onIncompatible: (version: string) => void
  onSessionUpdate: (token: string) => void
  onDropped?: (drop: FrameDrop) => void
}

interface Waiter {
  type: FrameRequestType
  resolve: () => void
  reject: (error: FrameError) => void
}

// SPEC §8: aborted RPC requests say "Request was aborted", the others "Something went wrong".
function aborted(type: FrameRequestType, code: 'FRAME_REQUEST_ABORTED' | 'FRAME_CLOSED' = 'FRAME_REQUEST_ABORTED'): FrameError {
  return new FrameError(code, type === frameMessageTypes.RPC_REQUEST ? 'Request was aborted' : 'Something went wrong')
}

/**
 * The secure frame's life on the app side: mounted on first need, ready `readyDelayMs` after its
 * READY event, requests held until then; a frame that does not load within `loadTimeoutMs`
 * aborts them (the next request mounts it again), and so does one whose READY announces a protocol
 * version of another major number (SPEC §9; a READY without a version is taken). `reload` posts RELOAD and waits to be ready again.
 */
export class SecureFrame {
  private current: SecureFrameState = 'idle'
  private mounted: MountedFrame | undefined
  private channel: FrameChannel | undefined
  private readonly waiters = new Set<Waiter>()
  private loadTimer: ReturnType<typeof setTimeout> | undefined
  private readyTimer: ReturnType<typeof setTimeout> | undefined
  private readonly options: SecureFrameOptions

  constructor(options: SecureFrameOptions) {
    this.options = options
  }

  /** Where the frame stands. */
  get state(): SecureFrameState {
    return this.current
  }

  /** Mounts the frame when it is not there (or failed to load) and starts the load timer; throws when it cannot be mounted. */
  load(): void {
    if (this.current === 'destroyed') throw new FrameError('FRAME_CLOSED', 'Something went wrong', { details: 'The embedded wallet was destroyed.' })
    if (this.current !== 'idle' && this.current !== 'failed') return
    this.unmount()
    const mounted = this.options.mount(this.options.src)
    this.mounted = mounted
    this.channel = new FrameChannel({
      frameOrigin: this.options.src,
      frameWindow: () => mounted.window(),
      listenOn: mounted.listenOn,
      onEvent: (event) => this.onEvent(event),
      onDropped: this.options.onDropped,
    })
    this.startLoading()
  }

  /** Sends a request once the frame is ready (mounting it first if needed) and resolves with the frame's success payload. */
  async request<M extends AppToFrameMessage>(message: M, options: FrameRequestOptions = {}): Promise<FrameSuccessPayload<M['type']>> {
    await this.whenReady(message.type, options.signal)
    if (!this.channel) throw new FrameError('FRAME_NOT_SET', 'W3mFrame: iframe is not set')
    return this.channel.request(message, options)
  }

  /** Posts RELOAD to a mounted frame and waits until it is ready again (its answer or a new READY). */
  async reload(): Promise<void> {
    if (this.current === 'idle' || this.current === 'destroyed') return
    await this.whenReady(frameMessageTypes.RELOAD)
    const channel = this.channel
    if (!channel) return
    this.startLoading()
    // A frame that reloads its page answers with READY instead; either way readiness is rebuilt.
    void channel.request({ type: frameMessageTypes.RELOAD }, { timeoutMs: this.options.loadTimeoutMs }).then(
      () => this.settle(),
      () => undefined,
    )
    await this.whenReady(frameMessageTypes.RELOAD)
  }

  /** Removes the frame, stops the timers and rejects every waiting request. */
  destroy(): void {
    if (this.current === 'destroyed') return
    this.current = 'destroyed'
    this.rejectWaiters('FRAME_CLOSED')
    this.unmount()
  }

  private startLoading(): void {
    this.current = 'loading'
    clearTimeout(this.loadTimer)
    clearTimeout(this.readyTimer)
    this.loadTimer = setTimeout(() => this.failLoading(), this.options.loadTimeoutMs)
  }

  private onEvent(event: FrameEventMessage): void {
    if (event.type === frameMessageTypes.SESSION_UPDATE) return this.options.onSessionUpdate(event.payload.token)
    const { version } = event.payload
    if (!isCompatibleFrameProtocol(version)) return this.refuse(version ?? '')
    // A READY while ready is the frame reloading on its own: its dapp data is synced again.
    if (this.current === 'ready') return this.options.onReady()
    this.settle()
  }

  /** The frame said it is ready (or answered RELOAD): ready after the delay. A late READY after a failed load recovers. */
  private settle(): void {
    if (this.current !== 'loading' && this.current !== 'failed') return
    clearTimeout(this.loadTimer)
    this.current = 'settling'
    this.readyTimer = setTimeout(() => {
      this.current = 'ready'
      // The dapp data is posted before the requests that waited.
      this.options.onReady()
      for (const waiter of [...this.waiters]) waiter.resolve()
    }, this.options.readyDelayMs)
  }

  /** The frame speaks another protocol version: it is not used, its waiting requests fail, and the next request mounts it again. */
  private refuse(version: string): void {
    if (this.current === 'destroyed' || this.current === 'idle') return
    clearTimeout(this.loadTimer)
    clearTimeout(this.readyTimer)
    this.current = 'failed'
    const details = `The secure frame announced protocol version ${version}; this app speaks version ${frameProtocolVersion}.`
    for (const waiter of [...this.waiters]) waiter.reject(new FrameError('FRAME_VERSION_UNSUPPORTED', 'Something went wrong', { details }))
    this.options.onIncompatible(version)
  }

  private failLoading(): void {
    if (this.current !== 'loading') return
    this.current = 'failed'
    this.rejectWaiters('FRAME_REQUEST_ABORTED')
    this.options.onLoadFailed()
  }

  private whenReady(type: FrameRequestType, signal?: AbortSignal): Promise<void> {
    try {
      this.load()
    } catch (error) {
      return Promise.reject(error instanceof FrameError ? error : new FrameError('FRAME_NOT_SET', 'W3mFrame: iframe is not set', { cause: error }))
    }
    if (this.current === 'ready') return Promise.resolve()
    if (signal?.aborted) return Promise.reject(aborted(type))
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => waiter.reject(aborted(type))
      const waiter: Waiter = {
        type,
        resolve: () => {
          this.waiters.delete(waiter)
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        reject: (error) => {
          this.waiters.delete(waiter)
          signal?.removeEventListener('abort', onAbort)
          reject(error)
        },
      }
      signal?.addEventListener('abort', onAbort)
      this.waiters.add(waiter)
    })
  }

  private rejectWaiters(code: 'FRAME_REQUEST_ABORTED' | 'FRAME_CLOSED'): void {
    for (const waiter of [...this.waiters]) waiter.reject(aborted(waiter.type, code))
  }

  private unmount(): void {
    clearTimeout(this.loadTimer)
    clearTimeout(this.readyTimer)
    this.channel?.close()
    this.channel = undefined
    this.mounted?.remove()
    this.mounted = undefined
  }
}
