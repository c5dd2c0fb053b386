import { ListItem } from '../../shell/ListItem.tsx'
import type { ListItemProps } from '../../shell/ListItem.tsx'
import { isSafeImageUrl } from '@portico/kernel/internal'
import { GeneratedMark } from './GeneratedMark.tsx'
import { useImagePreload } from './useImagePreload.ts'

/**
 * A list row whose image shows only once preloaded; while it loads, when it fails, or after 2 s
 * (SPEC §9), the mark generated from `markName` stands in when given, else its icon.
 */
export function PreloadedListItem({ imageUrl, icon = 'wallet', markName, ...rest }: ListItemProps & { markName?: string }) {
  const safeUrl = imageUrl && isSafeImageUrl(imageUrl) ? imageUrl : undefined
  const state = useImagePreload(safeUrl)
  const loaded = state === 'loaded' && safeUrl !== undefined
  return (
    <ListItem
      {...rest}
      icon={icon}
      data-image={state}
      {...(loaded ? { imageUrl: safeUrl } : markName ? { leading: <GeneratedMark name={markName} size="medium" /> } : {})}
    />
  )
}
