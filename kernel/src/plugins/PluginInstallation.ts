/** One plugin set up, or being set up: what undoes it. */
export interface PluginInstallation {
  /** The cleanups its registrations recorded, in order. */
  cleanups: (() => void)[]
  /** False once torn down: a setup still running is undone when it finishes. */
  live: boolean
}
