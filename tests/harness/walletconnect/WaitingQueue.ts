/** Values in arrival order; `next()` takes the oldest, waiting for one when none has come yet. */
export class WaitingQueue<T> {
  private readonly values: T[] = []
  private readonly waiters: ((value: T) => void)[] = []

  /** Hands the value to the oldest waiter, or keeps it. */
  push(value: T): void {
    const waiter = this.waiters.shift()
    if (waiter) waiter(value)
    else this.values.push(value)
  }

  /** The oldest value not taken yet. */
  next(): Promise<T> {
    const value = this.values.shift()
    if (value !== undefined) return Promise.resolve(value)
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  /** The values waiting, oldest first, without taking them. */
  peek(): readonly T[] {
    return this.values
  }

  /** Takes one value out, wherever it is in the queue. */
  remove(value: T): void {
    const index = this.values.indexOf(value)
    if (index >= 0) this.values.splice(index, 1)
  }
}
