/**
 * Where a story screenshot lives, relative to `stories/`: baselines (committed) under
 * `screenshots/`, diff images of a failed comparison (git-ignored) under `screenshot-diffs/`, each
 * as `<folder>/<StoriesFile>/<file>` after the stories file's place in `stories/`
 * (`views/AccountView.stories.tsx` gives `screenshots/views/AccountView/default-dark-ltr.png`).
 * Used by the Vitest project's path resolvers (Node) and by the story tests in the browser, so both
 * name the same files.
 */
export function storyScreenshotPath(kind: 'baseline' | 'diff', storiesFile: string, file: string): string {
  return `${kind === 'baseline' ? 'screenshots' : 'screenshot-diffs'}/${storiesFile.replace(/\.stories\.tsx$/, '')}/${file}`
}
