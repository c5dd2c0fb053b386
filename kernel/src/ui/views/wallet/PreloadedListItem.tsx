import { ListItem } from '../../shell/ListItem.tsx'
import type { ListItemProps } from '../../shell/ListItem.tsx'
import { isSafeImageUrl } from '../../../model/isSafeImageUrl.ts'
import { useImagePreload } from './useImagePreload.ts'

/** A list row whose image shows only once preloaded; its icon stands in while it loads, when it fails, or after 2 s (SPEC §9). */
export function PreloadedListItem({ imageUrl, icon = 'wallet', ...rest }: ListItemProps) {
  const safeUrl = imageUrl && isSafeImageUrl(imageUrl) ? imageUrl : undefined
  const state = useImagePreload(safeUrl)
  return <ListItem {...rest} icon={icon} data-image={state} {...(state === 'loaded' && safeUrl ? { imageUrl: safeUrl } : {})} />
}
