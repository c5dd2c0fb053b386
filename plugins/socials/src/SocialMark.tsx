import type { SocialProviderName } from './SocialProviderName.ts'
import { socialMarks } from './socialMarks.ts'

/** A social provider's brand mark, decorative (the button around it is named). */
export function SocialMark({ provider, size = 20 }: { provider: SocialProviderName; size?: number }) {
  return (
    <svg className="pc-social-mark" data-provider={provider} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={socialMarks[provider]} fill="currentColor" />
    </svg>
  )
}
