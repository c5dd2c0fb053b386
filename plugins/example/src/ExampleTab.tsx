import { useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'

/** The example plugin's account tab. */
const ExampleTab = observer(function ExampleTab() {
  const t = useTranslate()
  return <p data-state="ready">{t('example.tabBody')}</p>
})

export default ExampleTab
