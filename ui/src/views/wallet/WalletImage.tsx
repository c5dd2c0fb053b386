import { Icon } from '../../shell/Icon.tsx'
import type { IconName } from '../../shell/Icon.tsx'
import { isSafeImageUrl } from '@portico/kernel/internal'
import { GeneratedMark } from './GeneratedMark.tsx'
import { useImagePreload } from './useImagePreload.ts'

/**
 * A wallet's or network's image, decorative; while it loads, when it fails, or after 2 s (SPEC §9),
 * the mark generated from `markName` when given, else its fallback icon.
 */
export function WalletImage({ url, size = 'medium', fallbackIcon = 'wallet', markName }: { url: string | undefined; size?: 'small' | 'medium' | 'large'; fallbackIcon?: IconName; markName?: string | undefined }) {
  const safeUrl = url && isSafeImageUrl(url) ? url : undefined
  const state = useImagePreload(safeUrl)
  if (state === 'loaded' && safeUrl) {
    return <img className="pc-wallet-image" data-size={size} data-state="loaded" src={safeUrl} alt="" />
  }
  if (markName !== undefined && markName !== '') return <GeneratedMark name={markName} size={size} />
  return (
    <span className="pc-wallet-image pc-wallet-image-fallback" data-size={size} data-state={state}>
      <Icon name={fallbackIcon} size={size === 'large' ? 32 : size === 'small' ? 16 : 20} />
    </span>
  )
}
