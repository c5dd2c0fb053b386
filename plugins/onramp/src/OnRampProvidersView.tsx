import { Button, Spinner, usePartStyles, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { OnRampForm } from './OnRampForm.tsx'
import { onrampCss } from './onrampCss.ts'
import { OnRampProviderRow } from './OnRampProviderRow.tsx'
import { useOnRampStore } from './useOnRampStore.ts'

/**
 * The providers view: in a restricted time zone only the reason; else the purchase's fields and
 * the providers serving the active network, each with its quote and a Buy button.
 */
const OnRampProvidersView = observer(function OnRampProvidersView() {
  usePartStyles('onramp', onrampCss)
  const t = useTranslate()
  const store = useOnRampStore()
  const chainId = store.network?.caipNetworkId
  useEffect(() => {
    if (chainId && store.providersChainId !== chainId) void store.loadProviders()
    // Quotes already given for the form as it stands are kept; those left unanswered are asked again.
    else if (store.quotesOutstanding) store.scheduleQuotes(0)
    return store.stopQuoting
  }, [store, chainId])

  const state = store.viewState
  if (state === 'restricted') {
    return (
      <div className="pc-onramp" data-state={state}>
        <p className="pc-empty" role="alert">
          {t('onramp.restricted')}
          <br />
          {t('onramp.restrictedReason', { timeZone: store.timeZone ?? '' })}
        </p>
      </div>
    )
  }
  if (state === 'unavailable' || state === 'empty') {
    return (
      <div className="pc-onramp" data-state={state}>
        <p className="pc-empty">{t(state === 'empty' ? 'onramp.empty' : 'onramp.unavailable')}</p>
      </div>
    )
  }
  if (state === 'loading') {
    return (
      <div className="pc-onramp" data-state={state}>
        <div className="pc-view-state">
          <Spinner label={t('onramp.loading')} />
          <p>{t('onramp.loading')}</p>
        </div>
      </div>
    )
  }
  if (state === 'error') {
    return (
      <div className="pc-onramp" data-state={state}>
        <p className="pc-empty" role="alert">
          {t('onramp.loadError')}
        </p>
        <Button variant="secondary" fullWidth onClick={() => void store.loadProviders()}>
          {t('onramp.retry')}
        </Button>
      </div>
    )
  }
  return (
    <div className="pc-onramp" data-state={state}>
      <OnRampForm />
      <h3 className="pc-onramp-heading">{t('onramp.providers')}</h3>
      <ul className="pc-onramp-providers">
        {store.serving.map((info) => (
          <OnRampProviderRow key={info.id} info={info} />
        ))}
      </ul>
    </div>
  )
})

export default OnRampProvidersView
