import { useState } from 'react'
import type { CSSProperties } from 'react'
import { collectionInitials } from './collectionInitials.ts'
import type { Nft } from './Nft.ts'
import { nftImageUrl } from './nftImageUrl.ts'
import { placeholderHue } from './placeholderHue.ts'

/**
 * An NFT's image when it passes the safe-image check and loads, else a tile with its collection's
 * initials in a hue of its contract. `alt` empty for a decorative image (a card names the NFT in text).
 */
export function NftImage({ nft, serviceUrl, alt, size }: { nft: Nft; serviceUrl: string | undefined; alt: string; size: 'card' | 'large' }) {
  const url = nftImageUrl(nft.imageUrl, serviceUrl)
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined)
  if (url && failedUrl !== url) {
    return <img className="pc-nft-image" data-size={size} data-state="loaded" src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailedUrl(url)} />
  }
  const style = { '--pc-nft-hue': String(placeholderHue(nft.contract)) } as CSSProperties
  return (
    <span className="pc-nft-image pc-nft-placeholder" data-size={size} data-state="placeholder" style={style} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {collectionInitials(nft.collection.name || nft.name)}
    </span>
  )
}
