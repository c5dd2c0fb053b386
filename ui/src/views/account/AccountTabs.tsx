import { runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useId, useRef } from 'react'
import type { KeyboardEvent } from 'react'
import { useTranslate } from '../../useTranslate.ts'
import { LazyPart } from '../LazyPart.tsx'
import { accountTabSelection } from './accountTabSelection.ts'
import { useModalContext } from '../useModalContext.ts'

/**
 * The Account view's tabs (Tokens, NFTs, Activity as plugins register them): an ARIA tablist with its
 * panel, or the only tab's content under its name; the choice outlives the view (accountTabSelection).
 */
export const AccountTabs = observer(function AccountTabs() {
  const { registry, i18n } = useModalContext()
  const t = useTranslate()
  const baseId = useId()
  const tabElements = useRef(new Map<string, HTMLButtonElement>())
  const tabs = registry.accountTabs
  const selection = accountTabSelection(registry)
  const current = tabs.find((tab) => tab.id === selection.get()) ?? tabs[0]
  if (!current) return null

  const tabId = (id: string): string => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`
  if (tabs.length === 1) {
    // One tab is no choice: its name heads its content, rather than a lone tab drawn like a focused field.
    return (
      <section className="pc-tabs-area" aria-labelledby={tabId(current.id)}>
        <h3 id={tabId(current.id)} className="pc-tabs-heading">
          {t(current.label)}
        </h3>
        <LazyPart key={current.id} load={current.load} />
      </section>
    )
  }
  const select = (index: number): void => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    runInAction(() => selection.set(tab.id))
    tabElements.current.get(tab.id)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const forward = i18n.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = i18n.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward) select(index + 1)
    else if (event.key === backward) select(index - 1)
    else if (event.key === 'Home') select(0)
    else if (event.key === 'End') select(tabs.length - 1)
    else return
    event.preventDefault()
  }

  return (
    <div className="pc-tabs-area">
      <div role="tablist" aria-label={t('account.tabs')} className="pc-tabs">
        {tabs.map((tab, index) => {
          const selected = tab.id === current.id
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element)
                else tabElements.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="pc-tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => runInAction(() => selection.set(tab.id))}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(tab.label)}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current.id)} tabIndex={0} className="pc-tabpanel">
        <LazyPart key={current.id} load={current.load} />
      </div>
    </div>
  )
})
