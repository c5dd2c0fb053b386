import { expect, waitFor } from 'storybook/test'
import { storyHeldAnswers } from './storyHeldAnswers.ts'

/** A loading placeholder and what replaces it, by CSS selector inside the story. */
export interface PlaceholderPair {
  /** The loading placeholder (a skeleton row, tile or line). */
  placeholder: string
  /** The element that takes its place once the data has arrived. */
  loaded: string
  /** Whether the inline size must match too (rows and tiles; not a line of text). Default true. */
  inline?: boolean
}

function sizeOf(element: Element | null): { block: number; inline: number } {
  const { height, width } = element?.getBoundingClientRect() ?? { height: 0, width: 0 }
  return { block: height, inline: width }
}

/**
 * Measures each placeholder, lets the held answers through (the sources' 'held' behaviour), and
 * expects what replaces each to have its block size (and inline size), so nothing moves when the
 * data arrives (docs/design.md, States: loading keeps the final size).
 */
export async function expectLoadingKeepsSize(canvasElement: HTMLElement, pairs: PlaceholderPair[]): Promise<void> {
  for (const { placeholder } of pairs) await waitFor(() => expect(canvasElement.querySelector(placeholder), placeholder).not.toBeNull())
  const before = pairs.map(({ placeholder }) => sizeOf(canvasElement.querySelector(placeholder)))
  for (const size of before) await expect(size.block).toBeGreaterThan(0)
  // Released again while waiting: a request may reach its source after the placeholder shows.
  await waitFor(
    () => {
      storyHeldAnswers.release()
      for (const { loaded, placeholder } of pairs) {
        expect(canvasElement.querySelector(loaded), loaded).not.toBeNull()
        expect(canvasElement.querySelector(placeholder), placeholder).toBeNull()
      }
    },
    { timeout: 5000 },
  )
  for (const [index, { placeholder, loaded, inline = true }] of pairs.entries()) {
    const after = sizeOf(canvasElement.querySelector(loaded))
    await expect(after.block, `block size of ${loaded} against ${placeholder}`).toBeCloseTo(before[index]?.block ?? 0, 0)
    if (inline) await expect(after.inline, `inline size of ${loaded} against ${placeholder}`).toBeCloseTo(before[index]?.inline ?? 0, 0)
  }
}
