import { useState } from 'react'
import { isSafeImageUrl } from '@portico/kernel/internal'

/** A network's image in a web component, decorative; nothing when it is missing, unsafe or fails to load. */
export function NetworkImage({ url }: { url: string | undefined }) {
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined)
  if (!url || !isSafeImageUrl(url) || failedUrl === url) return null
  return (
    <img
      src={url}
      alt=""
      width={20}
      height={20}
      data-part="network-image"
      part="network-image"
      style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
      onError={() => setFailedUrl(url)}
    />
  )
}
