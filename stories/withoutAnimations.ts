/**
 * Turns every animation off until the returned function is called. Before afterEach, Storybook
 * pauses every animation with its direction reversed, which leaves a zero-length entry animation
 * (reduced motion) on its first keyframe: the dialog at opacity 0, where axe cannot check a
 * colour's contrast and a screenshot shows nothing. Without animations each element shows its own,
 * final style.
 */
export function withoutAnimations(): () => void {
  const still = document.createElement('style')
  still.textContent = '*, *::before, *::after { animation: none !important; }'
  document.head.append(still)
  return () => still.remove()
}
