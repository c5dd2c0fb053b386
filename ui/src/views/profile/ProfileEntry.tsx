import { observer } from 'mobx-react-lite'
import { walletConnectionsOf } from '@portico/kernel/internal'
import { Button } from '../../shell/Button.tsx'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'

/** The Account view's way to the Profile view, shown while the active namespace has two or more connected wallets. */
const ProfileEntry = observer(function ProfileEntry() {
  const store = useModalContext()
  const t = useTranslate()
  const { connections } = walletConnectionsOf(store)
  if (connections.length < 2) return null
  return (
    <Button variant="secondary" size="sm" icon="wallet" data-part="profile-entry" onClick={() => store.router.push('Profile')}>
      {t('account.wallets')}
    </Button>
  )
})

export default ProfileEntry
