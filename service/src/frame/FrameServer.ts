/** The secure frame's running listener (see `startFrameServer`). */
export interface FrameServer {
  /** The frame origin clients use, without a trailing slash: `publicUrl`, or `http://{host}:{port}`. */
  url: string
  port: number
  /** Stops answering and closes the mail transport; calling it again does nothing more. */
  stop(): Promise<void>
}
