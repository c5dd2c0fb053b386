let waiting: Array<() => void> = []

/**
 * Answers the story sources hold back until the story lets them through (their 'held'
 * behaviour): one story then shows the loading state, and the data arriving in its place.
 */
export const storyHeldAnswers = {
  /** Settles when the story next releases what is held. */
  wait(): Promise<void> {
    return new Promise((resolve) => waiting.push(resolve))
  },
  /** Lets every answer held so far through. */
  release(): void {
    const held = waiting
    waiting = []
    for (const resolve of held) resolve()
  },
}
