import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Icon, type IconName } from './Icon.tsx'

/** Props of `Button`: a native button's props, a variant, and a loading state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'md' | 'sm'
  /** Shows a spinner, marks the button busy and ignores clicks. */
  loading?: boolean
  /** An icon before the text. */
  icon?: IconName
  /** Stretches to the width of its container. */
  fullWidth?: boolean
  children?: ReactNode
}

/** The modal's button, shared by the views. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  fullWidth = false,
  className,
  children,
  disabled,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      data-part="button"
      {...rest}
      type={type}
      className={['pc-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : 'idle'}
      data-full-width={fullWidth || undefined}
      aria-busy={loading || undefined}
      disabled={disabled}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <Icon name="spinner" size={16} /> : icon ? <Icon name={icon} size={16} /> : null}
      {children}
    </button>
  )
}
