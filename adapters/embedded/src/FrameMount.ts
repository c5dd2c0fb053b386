import type { FrameWindow, MessageEventTarget } from './FrameEndpoint.ts'

/** A frame page mounted for the app: its window once it exists, where its messages arrive, and how to remove it. */
export interface MountedFrame {
  /** The frame's window (`iframe.contentWindow`), or nothing yet. */
  window(): FrameWindow | null | undefined
  /** The app's window, where the frame's `message` events arrive. */
  listenOn: MessageEventTarget
  /** Removes the frame from the page. */
  remove(): void
}

/** Mounts the frame page at `src` (a hidden iframe by default). */
export type FrameMount = (src: string) => MountedFrame
