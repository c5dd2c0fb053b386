import { observer } from 'mobx-react-lite'
import type { CSSProperties, ReactNode } from 'react'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import type { ConnectionStatus } from '@portico/kernel/internal'
import { themeCustomProperties } from '../theme/themeCustomProperties.ts'

/** Props of `ElementButton`. */
export interface ElementButtonProps {
  size: 'md' | 'sm'
  /** Accent while it asks to connect; surface once it shows an account or a network. */
  variant: 'accent' | 'surface'
  /** Exposed as `data-state`: the connection's status, or the network button's state. */
  state: ConnectionStatus | 'default' | 'empty' | 'error'
  disabled: boolean
  busy?: boolean
  /** The accessible name, where the visible text alone would not say what the button is. */
  accessibleName?: string | undefined
  onClick: () => void
  children: ReactNode
}

// The sizes of ConnectButton, so every button of a host looks alike.
const sizes: Record<'md' | 'sm', CSSProperties> = {
  md: { paddingBlock: '10px', paddingInline: '16px', fontSize: 'calc(var(--pc-font-size-master) * 1.4)' },
  sm: { paddingBlock: '6px', paddingInline: '12px', fontSize: 'calc(var(--pc-font-size-master) * 1.2)' },
}

/**
 * The button a web component renders: a real `<button>` in the theme's colours that opens the
 * modal, and loads the modal's code on pointer-over and focus so opening is instant.
 */
export const ElementButton = observer(function ElementButton({ size, variant, state, disabled, busy, accessibleName, onClick, children }: ElementButtonProps) {
  const appKit = useAppKitInstance()
  const { theme, i18n } = appKit.store
  const accent = variant === 'accent'
  const preload = () => {
    appKit.preload().catch(() => {
      // Opening loads it again and reports the failure then.
    })
  }
  const style: CSSProperties = {
    ...themeCustomProperties(theme.themeMode, theme.themeVariables),
    ...sizes[size],
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    borderRadius: 'calc(var(--pc-radius-master) * 3)',
    border: accent ? '1px solid transparent' : '1px solid var(--pc-color-border)',
    background: accent ? 'var(--pc-color-accent)' : 'var(--pc-color-surface)',
    color: accent ? 'var(--pc-color-accent-foreground)' : 'var(--pc-color-foreground)',
    fontFamily: 'var(--pc-font-family)',
    fontWeight: 600,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.5 : 1,
  }
  return (
    <button
      type="button"
      className="pc-element-button"
      part="button"
      dir={i18n.direction}
      data-state={state}
      data-size={size}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      aria-label={accessibleName}
      style={style}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
    >
      {children}
    </button>
  )
})
