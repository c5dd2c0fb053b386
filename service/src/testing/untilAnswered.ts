/** Asks `read` every 10 ms until it answers `expected`; the test's timeout bounds it. */
export async function untilAnswered<T>(read: () => Promise<T>, expected: T): Promise<void> {
  while ((await read()) !== expected) await new Promise((resolve) => setTimeout(resolve, 10))
}
