import type { ReactNode } from 'react'

/** The names of the kernel's icon set. */
export type IconName =
  | 'close'
  | 'back'
  | 'copy'
  | 'check'
  | 'chevron'
  | 'wallet'
  | 'network'
  | 'external'
  | 'warning'
  | 'spinner'
  | 'search'
  | 'qr'
  | 'send'
  | 'receive'
  | 'swap'
  | 'token'
  | 'help'
  | 'mail'
  | 'tag'
  | 'key'

const shapes: Record<IconName, ReactNode> = {
  close: <path d="M6 6l12 12M18 6L6 18" />,
  back: <path d="M15 5l-7 7 7 7" />,
  chevron: <path d="M9 5l7 7-7 7" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M6 15H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v1" />
    </>
  ),
  wallet: (
    <>
      <path d="M5 8V7a2 2 0 0 1 2-2h10v3" />
      <rect x="4" y="8" width="16" height="11" rx="2" />
      <path d="M16 13.5h.01" />
    </>
  ),
  network: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.4 3.6 5.2 3.6 8.5s-1.1 6.1-3.6 8.5c-2.5-2.4-3.6-5.2-3.6-8.5S9.5 5.9 12 3.5z" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-8.5 8.5M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />,
  warning: <path d="M12 4L21 19.5H3zM12 10v4M12 16.8v.01" />,
  spinner: <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.3 15.3L20 20" />,
  send: <path d="M7 17L17 7M9 7h8v8" />,
  receive: <path d="M17 7L7 17M15 17H7V9" />,
  swap: <path d="M7 4v13M3.5 13.5L7 17l3.5-3.5M17 20V7M13.5 10.5L17 7l3.5 3.5" />,
  token: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.6a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2-2.4 3.4M12 17v.01" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
  tag: (
    <>
      <path d="M4 4h7.5l8.5 8.5-7.5 7.5L4 11.5z" />
      <circle cx="8.5" cy="8.5" r="1.5" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15.5" r="4.5" />
      <path d="M11.2 12.3L20 3.5M16.5 7l2.5 2.5M14 9.5l2 2" />
    </>
  ),
  qr: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 19v1M19 14h1" />
    </>
  ),
}

// Arrows that point along the reading direction mirror in right-to-left layouts.
const directional = new Set<IconName>(['back', 'chevron'])

/** Props of `Icon`. */
export interface IconProps {
  name: IconName
  /** Size in CSS pixels; default 20. */
  size?: number
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string
  className?: string
}

/** An inline SVG icon of the kernel's set, drawn with `currentColor`. */
export function Icon({ name, size = 20, label, className }: IconProps) {
  const classes = ['pc-icon', directional.has(name) ? 'pc-icon-directional' : '', name === 'spinner' ? 'pc-spin' : '', className ?? '']
  return (
    <svg
      className={classes.filter(Boolean).join(' ')}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {shapes[name]}
    </svg>
  )
}
