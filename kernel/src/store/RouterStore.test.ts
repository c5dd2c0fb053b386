import { describe, expect, it, vi } from 'vitest'
import { RouterStore } from './RouterStore.ts'

function router() {
  const onEmpty = vi.fn()
  return { store: new RouterStore(onEmpty), onEmpty }
}

describe('RouterStore (SPEC §2 history)', () => {
  it('starts as Connect only', () => {
    const { store } = router()
    expect(store.history.map((entry) => entry.view)).toEqual(['Connect'])
    expect(store.view).toBe('Connect')
    expect(store.canGoBack).toBe(false)
  })

  it('push adds a view with its data', () => {
    const { store } = router()
    store.push('ConnectingExternal', { connectorId: 'io.metamask' })
    expect(store.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingExternal'])
    expect(store.data).toEqual({ connectorId: 'io.metamask' })
  })

  it('push does nothing if the view is already current', () => {
    const { store } = router()
    store.push('AllWallets')
    store.push('AllWallets')
    expect(store.history).toHaveLength(2)
    store.push('Connect')
    expect(store.history.map((entry) => entry.view)).toEqual(['Connect', 'AllWallets', 'Connect'])
  })

  it('reset sets a single-entry history', () => {
    const { store } = router()
    store.push('AllWallets')
    store.push('Networks')
    store.reset('Account')
    expect(store.history).toEqual([{ view: 'Account', data: undefined }])
  })

  it('replace swaps the last entry unless it is the same', () => {
    const { store } = router()
    store.push('AllWallets')
    store.replace('Networks')
    expect(store.history.map((entry) => entry.view)).toEqual(['Connect', 'Networks'])
    store.replace('Networks')
    expect(store.history.map((entry) => entry.view)).toEqual(['Connect', 'Networks'])
  })

  it('replace keeps the data of the same view unchanged', () => {
    const { store } = router()
    store.push('ConnectingExternal', { connectorId: 'a' })
    store.replace('ConnectingExternal', { connectorId: 'b' })
    expect(store.data).toEqual({ connectorId: 'a' })
  })

  it('back pops the last entry', () => {
    const { store, onEmpty } = router()
    store.push('AllWallets')
    store.goBack()
    expect(store.view).toBe('Connect')
    expect(onEmpty).not.toHaveBeenCalled()
  })

  it('back closes the modal when one entry is left', () => {
    const { store, onEmpty } = router()
    store.goBack()
    expect(onEmpty).toHaveBeenCalledTimes(1)
    expect(store.history).toHaveLength(1)
  })

  it('going back to an index truncates the history', () => {
    const { store } = router()
    store.push('AllWallets')
    store.push('ConnectingExternal', { connectorId: 'x' })
    store.push('Networks')
    store.goBackToIndex(1)
    expect(store.history.map((entry) => entry.view)).toEqual(['Connect', 'AllWallets'])
  })

  it('going back to an index outside the history changes nothing', () => {
    const { store } = router()
    store.push('AllWallets')
    store.goBackToIndex(5)
    store.goBackToIndex(-1)
    store.goBackToIndex(0.5)
    expect(store.history).toHaveLength(2)
  })
})
