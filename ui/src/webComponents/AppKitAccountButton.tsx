import { observer } from 'mobx-react-lite'
import { truncateAddress } from '../shell/truncateAddress.ts'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { ElementButton } from './ElementButton.tsx'
import { connectedAddressOf } from './connectedAddressOf.ts'
import { openModal } from './openModal.ts'
import type { ElementAttributes } from './readElementAttributes.ts'
import { useBalanceText } from './useBalanceText.ts'

/**
 * `<appkit-account-button>`: the connected account's short address and native balance (unless
 * balance="hide"); opens the Account view. Renders nothing while not connected.
 */
export const AppKitAccountButton = observer(function AppKitAccountButton({ disabled, size, balance, namespace }: ElementAttributes) {
  const appKit = useAppKitInstance()
  const { connections, i18n } = appKit.store
  const address = connectedAddressOf(connections, namespace)
  // The balances store follows the active namespace's account only.
  const balanceText = useBalanceText(address !== undefined && balance === 'show' && (namespace === undefined || namespace === connections.activeNamespace))
  if (address === undefined) return null
  const shortAddress = truncateAddress(address)
  return (
    <ElementButton
      size={size}
      variant="surface"
      state="connected"
      disabled={disabled}
      accessibleName={balanceText ? i18n.t('button.accountBalance', { address: shortAddress, balance: balanceText }) : i18n.t('button.account', { address: shortAddress })}
      onClick={() => openModal(appKit, { view: 'Account', ...(namespace ? { namespace } : {}) })}
    >
      {balanceText ? <span data-part="balance" part="balance">{balanceText}</span> : null}
      <span data-part="address" part="address" style={balanceText ? { paddingInlineStart: '8px', borderInlineStart: '1px solid var(--pc-color-border)' } : undefined}>
        {shortAddress}
      </span>
    </ElementButton>
  )
})
