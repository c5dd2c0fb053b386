/** What the service frame's test app exposes on `window.serviceFrameApp` for a browser test to drive. */
export interface ServiceFrameApp {
  /** Opens the modal (the Connect view while disconnected). */
  open(): Promise<void>
  /** personal_sign of a UTF-8 message by the connected address, through the embedded wallet's provider. */
  sign(message: string): Promise<string>
  /** eth_sendTransaction of `value` wei to `to`; the transaction hash. */
  send(to: string, value: bigint): Promise<string>
  disconnect(): Promise<void>
}
