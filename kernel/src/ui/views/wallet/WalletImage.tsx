import { Icon } from '../../shell/Icon.tsx'
import type { IconName } from '../../shell/Icon.tsx'
import { isSafeImageUrl } from '../../../model/isSafeImageUrl.ts'
import { useImagePreload } from './useImagePreload.ts'

/** A wallet's or network's image, decorative; its fallback icon while it loads, when it fails, or after 2 s (SPEC §9). */
export function WalletImage({ url, size = 'medium', fallbackIcon = 'wallet' }: { url: string | undefined; size?: 'small' | 'medium' | 'large'; fallbackIcon?: IconName }) {
  const safeUrl = url && isSafeImageUrl(url) ? url : undefined
  const state = useImagePreload(safeUrl)
  if (state === 'loaded' && safeUrl) {
    return <img className="pc-wallet-image" data-size={size} data-state="loaded" src={safeUrl} alt="" />
  }
  return (
    <span className="pc-wallet-image pc-wallet-image-fallback" data-size={size} data-state={state}>
      <Icon name={fallbackIcon} size={size === 'large' ? 32 : size === 'small' ? 16 : 20} />
    </span>
  )
}
