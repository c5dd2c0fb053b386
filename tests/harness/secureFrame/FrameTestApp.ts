/** The running frame test app: a page on its own loopback origin that embeds a secure frame. */
export interface FrameTestApp {
  /** `http://127.0.0.1:<port>/`: open it with `?frame=<frame url>&chainId=<id>`. */
  url: string
  origin: string
  stop(): Promise<void>
}
