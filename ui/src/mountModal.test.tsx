import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../kernel/src/AppKit.ts'
import { mountModal } from './mountModal.tsx'
import { createTestAppKit } from './shell/testing/createTestAppKit.tsx'

let appKit: AppKit

afterEach(() => {
  appKit.destroy()
  localStorage.clear()
})

describe('mountModal', () => {
  it('renders the modal into a container on the body and removes it on unmount', async () => {
    appKit = createTestAppKit()
    const { unmount } = mountModal(appKit)
    expect(document.querySelectorAll('[data-portico-host]')).toHaveLength(1)
    act(() => appKit.store.modal.setOpen(true))
    await screen.findByText('Test view body')
    expect(screen.getByRole('dialog', { name: 'Test connect' })).toBeTruthy()

    act(() => unmount())
    expect(document.querySelector('[data-portico-host]')).toBeNull()
    expect(document.querySelector('[data-portico-portal]')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is what open() loads and mounts; destroy() takes it away', async () => {
    appKit = createTestAppKit()
    await act(() => appKit.open())
    await screen.findByText('Test view body')
    expect(document.querySelectorAll('[data-portico-host]')).toHaveLength(1)

    act(() => appKit.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await act(() => appKit.open({ view: 'Networks' }))
    await screen.findByText('Second view body')
    expect(document.querySelectorAll('[data-portico-host]')).toHaveLength(1)

    act(() => appKit.destroy())
    expect(document.querySelector('[data-portico-host]')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
