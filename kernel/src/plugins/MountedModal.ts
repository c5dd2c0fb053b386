/** The mounted modal of an instance: what prepares a view to open complete, and what removes it. */
export interface MountedModal {
  /** Loads what a view shows in its first frame (its code, its parts, the wallets found); settles within 1 s, whatever is still on its way. */
  prepare(view: string): Promise<void>
  /** Unmounts the modal and removes its container. */
  unmount(): void
}
