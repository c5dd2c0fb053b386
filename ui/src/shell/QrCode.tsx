import { encode } from 'uqr'
import { useMemo } from 'react'

/** Props of `QrCode`. */
export interface QrCodeProps {
  /** What the code holds: an address, a `wc:` URI. */
  value: string
  /** The accessible name, such as "QR code of your address". */
  label: string
  /** Size in CSS pixels; default 240. */
  size?: number
}

/** The quiet zone a reader needs around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4

/**
 * A QR code drawn as one SVG path, dark modules on white whatever the theme, so phone cameras
 * read it; error correction M. Announced as an image with its label.
 */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: 'M', border: QUIET_ZONE })
    const parts: string[] = []
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
      })
    })
    return { path: parts.join(''), modules: count }
  }, [value])
  return (
    <svg
      className="pc-qr"
      role="img"
      aria-label={label}
      data-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
