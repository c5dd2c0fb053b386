import type { FrameMessageEvent, FrameWindow, MessageEventTarget } from '../FrameEndpoint.ts'

/** One side of a linked window pair: where its messages arrive, and the handle of the other side. */
export interface LinkedSide {
  readonly origin: string
  /** This side's window as the other side sees it: post to it, and it is the `source` of what this side posts. */
  readonly handle: FrameWindow
  readonly listenOn: MessageEventTarget
  /** Delivers any event to this side's listeners, as a hostile page or a fuzz test would. */
  dispatch(event: FrameMessageEvent): void
  /** The target origin of every post made to this side. */
  readonly targetOrigins: string[]
}

function side(origin: string): LinkedSide & { sender: LinkedSide | undefined } {
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  const targetOrigins: string[] = []
  const self: LinkedSide & { sender: LinkedSide | undefined } = {
    origin,
    sender: undefined,
    targetOrigins,
    listenOn: {
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    },
    dispatch: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
    handle: {
      // Like a browser: a post to a window of another origin is silently not delivered, and data is cloned.
      postMessage: (message, targetOrigin) => {
        targetOrigins.push(targetOrigin)
        if (targetOrigin !== '*' && targetOrigin !== origin) return
        const sender = self.sender
        if (!sender) return
        self.dispatch({ data: structuredClone(message), origin: sender.origin, source: sender.handle })
      },
    },
  }
  return self
}

/** Two in-memory windows, the app's and the frame's, whose posts reach each other synchronously as structured clones. */
export function linkedWindows(appOrigin: string, frameOrigin: string): { app: LinkedSide; frame: LinkedSide } {
  const app = side(appOrigin)
  const frame = side(frameOrigin)
  app.sender = frame
  frame.sender = app
  return { app, frame }
}
