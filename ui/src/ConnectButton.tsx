import { useMemo, type CSSProperties } from 'react'
import { ObservedValue } from './react/ObservedValue.ts'
import { useObservedValue } from './react/useObservedValue.ts'
import { useHostAppKit } from './react/useHostAppKit.ts'
import { truncateAddress } from './shell/truncateAddress.ts'
import { themeCustomProperties } from './theme/themeCustomProperties.ts'

/** Props of `ConnectButton`. */
export interface ConnectButtonProps {
  /** The text while disconnected; default "Connect Wallet". */
  label?: string
  /** The text while a connection is being made or restored; default "Connecting...". */
  loadingLabel?: string
  size?: 'md' | 'sm'
}

const sizes: Record<'md' | 'sm', CSSProperties> = {
  md: { paddingBlock: '10px', paddingInline: '16px', fontSize: 'calc(var(--pc-font-size-master) * 1.4)' },
  sm: { paddingBlock: '6px', paddingInline: '12px', fontSize: 'calc(var(--pc-font-size-master) * 1.2)' },
}

/**
 * The host's connect button: opens the modal (Connect, or Account once connected, showing the
 * account's name a plugin found or the short address), and loads the modal's code on
 * pointer-over and focus so opening is instant; without AppKitProvider it also mounts the modal
 * when the browser is idle, as the hooks do.
 */
export function ConnectButton({ label, loadingLabel, size = 'md' }: ConnectButtonProps) {
  const appKit = useHostAppKit()
  const observed = useMemo(() => {
    const { connections, theme, i18n } = appKit.store
    const common = () => ({
      tokens: themeCustomProperties(theme.themeMode, theme.themeVariables),
      connectText: i18n.t('button.connect'),
      connectingText: i18n.t('button.connecting'),
    })
    return new ObservedValue(
      () => {
        const address = connections.activeAddress
        const shortAddress = address === undefined ? undefined : truncateAddress(address)
        // An account's name (ENS or registered, as a plugin found it) is shown instead of its address.
        const name = address === undefined ? undefined : connections.activeAccountName
        return {
          ...common(),
          status: connections.status,
          shortAddress: name ?? shortAddress,
          accountName: shortAddress === undefined ? undefined : i18n.t('button.account', { address: name ?? shortAddress }),
        }
      },
      // A server knows no wallet: it renders, and hydration starts, disconnected.
      () => ({ ...common(), status: 'disconnected' as const, shortAddress: undefined, accountName: undefined }),
    )
  }, [appKit])
  const state = useObservedValue(observed)
  const connected = state.status === 'connected' && state.shortAddress !== undefined
  const preload = () => {
    appKit.preload().catch(() => {
      // Opening loads it again and reports the failure then.
    })
  }
  const style: CSSProperties = {
    ...state.tokens,
    ...sizes[size],
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    borderRadius: 'calc(var(--pc-radius-master) * 3)',
    border: connected ? '1px solid var(--pc-color-border)' : '1px solid transparent',
    background: connected ? 'var(--pc-color-surface)' : 'var(--pc-color-accent)',
    color: connected ? 'var(--pc-color-foreground)' : 'var(--pc-color-accent-foreground)',
    fontFamily: 'var(--pc-font-family)',
    fontWeight: 600,
    lineHeight: 1.2,
    cursor: 'pointer',
  }
  const text = connected ? state.shortAddress : state.status === 'connecting' ? (loadingLabel ?? state.connectingText) : (label ?? state.connectText)
  return (
    <button
      type="button"
      className="pc-connect-button"
      data-state={state.status}
      data-size={size}
      aria-haspopup="dialog"
      aria-busy={state.status === 'connecting' || undefined}
      aria-label={connected ? state.accountName : undefined}
      style={style}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        appKit.open().catch((error: unknown) => appKit.store.logger.error('the modal could not be opened', error))
      }}
    >
      {text}
    </button>
  )
}
