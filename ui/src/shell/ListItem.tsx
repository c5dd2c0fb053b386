import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Icon, type IconName } from './Icon.tsx'
import { isSafeImageUrl } from '@portico/kernel/internal'

/** Props of `ListItem`: a native button's props and what the row shows. */
export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: ReactNode
  /** A second line under the label. */
  description?: ReactNode
  /** An image URL (wallet or network logo); unsafe URLs fall back to `icon`. */
  imageUrl?: string
  /** The icon shown when there is no image. */
  icon?: IconName
  /** Drawn in place of the image and icon, such as a brand mark (decorative: the label names the row). */
  leading?: ReactNode
  /** A short tag at the end, such as "Installed" or "Recent". */
  tag?: ReactNode
  /** Shows a spinner at the end and marks the row busy. */
  loading?: boolean
  /** Shows a chevron at the end; default true. */
  chevron?: boolean
  /** Marks the row as the current choice (`aria-current`). */
  selected?: boolean
}

/** A row of a list (wallets, networks, options) that is one button. */
export function ListItem({
  label,
  description,
  imageUrl,
  icon,
  leading,
  tag,
  loading = false,
  chevron = true,
  selected = false,
  className,
  type = 'button',
  ...rest
}: ListItemProps) {
  const image = imageUrl && isSafeImageUrl(imageUrl) ? imageUrl : undefined
  return (
    <button
      data-part="list-item"
      {...rest}
      type={type}
      className={['pc-list-item', className].filter(Boolean).join(' ')}
      data-state={loading ? 'loading' : selected ? 'selected' : 'idle'}
      aria-busy={loading || undefined}
      aria-current={selected || undefined}
    >
      {leading !== undefined ? (
        <span className="pc-list-item-icon" aria-hidden="true">
          {leading}
        </span>
      ) : image ? (
        <img className="pc-list-item-image" src={image} alt="" width={32} height={32} loading="lazy" decoding="async" />
      ) : icon ? (
        <span className="pc-list-item-icon">
          <Icon name={icon} />
        </span>
      ) : null}
      <span className="pc-list-item-text">
        <span className="pc-list-item-label">{label}</span>
        {description !== undefined && <span className="pc-list-item-description">{description}</span>}
      </span>
      {tag !== undefined && <span className="pc-list-item-tag">{tag}</span>}
      {loading ? <Icon name="spinner" size={16} /> : chevron ? <Icon name="chevron" size={16} className="pc-list-item-chevron" /> : null}
    </button>
  )
}
