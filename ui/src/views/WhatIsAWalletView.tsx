import { observer } from 'mobx-react-lite'
import { Button } from '../shell/Button.tsx'
import { Icon } from '../shell/Icon.tsx'
import type { IconName } from '../shell/Icon.tsx'
import { usePartStyles } from '../shell/usePartStyles.ts'
import { useTranslate } from '../useTranslate.ts'
import { isAllWalletsShown } from './connect/isAllWalletsShown.ts'
import { isMobileDevice } from '@portico/kernel/internal'
import { useModalContext } from './useModalContext.ts'

const css = `
.pc-what-is-a-wallet { gap: var(--pc-space-4); padding-block: var(--pc-space-2); }
.pc-what-is-a-wallet ul { display: flex; flex-direction: column; gap: var(--pc-space-4); margin: 0; padding: 0; list-style: none; }
.pc-what-is-a-wallet li { display: flex; gap: var(--pc-space-3); align-items: flex-start; }
.pc-what-is-a-wallet li > .pc-icon { flex: none; box-sizing: content-box; padding: 10px; border-radius: var(--pc-radius-m); background: var(--pc-color-surface); color: var(--pc-color-accent); }
.pc-what-is-a-wallet h3 { margin: 0; font-size: var(--pc-font-size-m); font-weight: 600; }
.pc-what-is-a-wallet li p { margin-block-start: var(--pc-space-1); font-size: var(--pc-font-size-s); }
`

const points: readonly { key: string; icon: IconName }[] = [
  { key: 'assets', icon: 'token' },
  { key: 'login', icon: 'wallet' },
]

/** For someone without a wallet (the Connect view's "?", AppKit's WhatIsAWallet view): what a wallet is for, and the way to one. */
const WhatIsAWalletView = observer(function WhatIsAWalletView() {
  usePartStyles('what-is-a-wallet', css)
  const store = useModalContext()
  const t = useTranslate()
  const allWallets = isAllWalletsShown(store.config.features.allWallets, store.config.options, isMobileDevice())
  return (
    <div className="pc-screen pc-what-is-a-wallet">
      <ul>
        {points.map(({ key, icon }) => (
          <li key={key}>
            <Icon name={icon} size={24} />
            <div>
              <h3>{t(`whatIsAWallet.${key}.title`)}</h3>
              <p className="pc-text-secondary">{t(`whatIsAWallet.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {allWallets ? (
        <Button fullWidth onClick={() => store.router.push('AllWallets')}>
          {t('whatIsAWallet.getWallet')}
        </Button>
      ) : null}
    </div>
  )
})

export default WhatIsAWalletView
