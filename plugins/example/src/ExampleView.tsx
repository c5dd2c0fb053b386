import { useAppKitAccount } from '@portico/kernel/react'
import { useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'

/** The example plugin's view: a sentence, and the connected address when there is one. */
const ExampleView = observer(function ExampleView() {
  const t = useTranslate()
  const { address, isConnected } = useAppKitAccount()
  return (
    <div className="pc-view-state" data-state={isConnected ? 'connected' : 'disconnected'}>
      <p>{t('example.body')}</p>
      <p>{isConnected && address ? t('example.connectedAs', { address }) : t('example.notConnected')}</p>
    </div>
  )
})

export default ExampleView
