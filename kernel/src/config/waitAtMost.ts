/**
 * Settles as `promise` does, or resolves after `milliseconds` if it has not settled by then
 * (it goes on, and a later rejection is left to its own handlers).
 */
export function waitAtMost(promise: Promise<unknown>, milliseconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
