/**
 * The name of a story's screenshot in one theme and direction: the story's part of its Storybook id
 * (`shell-alertbar--project-id-not-configured` gives `project-id-not-configured`), then both, as in
 * `project-id-not-configured-dark-rtl`.
 */
export function storyScreenshotName(storyId: string, mode: 'dark' | 'light', direction: 'ltr' | 'rtl'): string {
  return `${storyId.slice(storyId.indexOf('--') + 2)}-${mode}-${direction}`
}
