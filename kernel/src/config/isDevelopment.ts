// The one Node global read here, declared for this module: the built package's declarations and
// its build need no @types/node (a host's bundler replaces `process.env.NODE_ENV` by its value).
declare const process: { env: { NODE_ENV?: string } }

/** Whether this is a development build; a host's production build defines `process.env.NODE_ENV`. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    // No bundler define and no `process`: warnings are cheap, keep them.
    return true
  }
}
