import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslate } from '../useTranslate.ts'
import { LazyPart } from './LazyPart.tsx'
import { connectMethodOrder, isMobileDevice, walletEntries } from '@portico/kernel/internal'
import { useModalContext } from './useModalContext.ts'

/** The Connect view: the registered connect sections in SPEC §2's connect-method order. */
const ConnectView = observer(function ConnectView() {
  const store = useModalContext()
  const t = useTranslate()
  // The wallets are listed without their SDKs, which load beside the open view, never before it
  // (the e-mail and social logins drive their adapter at once), and on a pointer or focus in it.
  const loadAdapters = (): void => void store.adapters.ensureLoaded()
  useEffect(loadAdapters, [store])
  const walletShown = walletEntries(store, isMobileDevice()).some((entry) => entry.group === 'injected')
  const order = connectMethodOrder(walletShown, store.config.features.connectMethodsOrder)
  const rank = (kind: string): number => {
    const index = order.indexOf(kind as (typeof order)[number])
    return index === -1 ? order.length : index
  }
  // AppKit's `enableWallets: false` leaves e-mail and social login only.
  const walletsEnabled = store.config.options.enableWallets !== false
  const sections = store.registry.connectSections.filter((section) => walletsEnabled || section.kind !== 'wallet').sort((a, b) => rank(a.kind) - rank(b.kind))

  if (sections.length === 0) {
    return (
      <div className="pc-screen pc-connect" data-state="empty">
        <p className="pc-empty">{t('connect.empty')}</p>
      </div>
    )
  }
  return (
    <div className="pc-screen pc-connect" data-state="default" onPointerOver={loadAdapters} onFocus={loadAdapters}>
      {sections.map((section) => (
        // data-or: the "or" the stylesheet draws between the wallets and the other ways in (AppKit's divider).
        <div key={section.id} className="pc-connect-section" data-section={section.id} data-kind={section.kind} data-or={t('connect.or')}>
          <LazyPart load={section.load} reserve={section.reserve?.()} />
        </div>
      ))}
    </div>
  )
})

export default ConnectView
