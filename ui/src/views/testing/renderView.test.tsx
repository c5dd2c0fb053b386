import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../../kernel/src/AppKit.ts'
import { renderView } from './renderView.tsx'

afterEach(cleanup)

function Plain() {
  return <p>Plain view</p>
}

// The tests run in order: each later one looks at what the one before left behind.
describe('renderView ends each instance after its test', () => {
  let opened: AppKit | undefined
  const modalArrived = vi.fn()

  it('renders a view on an instance whose modal a test opens', async () => {
    const { appKit, store } = await renderView(Plain)
    expect(screen.getByText('Plain view')).toBeDefined()
    opened = appKit
    act(() => store.modal.setOpen(true))
    // Opening starts loading the modal's code; the test ends without waiting for it.
    void appKit.preload().then(modalArrived)
  })

  it('waited for that modal code and destroyed the instance, so its modal left the page', () => {
    expect(opened).toBeDefined()
    expect(modalArrived).toHaveBeenCalledTimes(1)
    expect(document.querySelector('[data-portico-host]')).toBeNull()
  })

  it('mounts the modal of an instance opened and waited on within the test (control for the check above)', async () => {
    const { appKit, store } = await renderView(Plain)
    act(() => store.modal.setOpen(true))
    await act(() => appKit.mount())
    expect(document.querySelector('[data-portico-host]')).not.toBeNull()
  })
})
