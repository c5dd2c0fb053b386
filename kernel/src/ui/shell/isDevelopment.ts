/** Whether this is a development build; a host's production build defines `process.env.NODE_ENV`. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    // No bundler define and no `process`: warnings are cheap, keep them.
    return true
  }
}
