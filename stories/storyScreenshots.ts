/** What the story tests add to Storybook to compare a story's look with its committed baseline. */
export interface StoryScreenshots {
  /**
   * Compares the element with the baseline `name` of the running stories file
   * (`stories/screenshots/<folder>/<StoriesFile>/<name>.png`, see storyScreenshotPath.ts); rejects on a difference, writing the
   * diff image under `stories/screenshot-diffs/`, or when the baseline is missing.
   */
  match(element: HTMLElement, name: string): Promise<void>
  /** Whether this run rewrites the baselines (`npm run test:visual:update`) rather than comparing. */
  updating: boolean
  /** The baseline and diff image files of `name` in the running stories file, as absolute paths. */
  paths(name: string): { baseline: string; diff: string }
  /** Whether a file exists (an absolute path). */
  exists(path: string): Promise<boolean>
  /** Removes a file if it exists (an absolute path). */
  remove(path: string): Promise<void>
}

/**
 * Filled by the story tests' setup file (`screenshotSetup.ts`, listed only in the Vitest project);
 * empty in plain Storybook, which has no Vitest to take or compare screenshots, so the preview
 * imports nothing of Vitest.
 */
export const storyScreenshots: { current?: StoryScreenshots } = {}
