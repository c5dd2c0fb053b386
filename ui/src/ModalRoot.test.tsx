import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../kernel/src/AppKit.ts'
import { adoptStyleSheet } from './shell/adoptStyleSheet.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { createTestAppKit } from './shell/testing/createTestAppKit.tsx'

let appKit: AppKit

function openModal(): void {
  act(() => {
    appKit.store.router.reset('Connect')
    appKit.store.modal.setOpen(true)
  })
}

async function openDialog(): Promise<HTMLElement> {
  openModal()
  await screen.findByText('Test view body')
  return screen.getByRole('dialog')
}

beforeEach(() => {
  appKit = createTestAppKit()
})

afterEach(() => {
  cleanup()
  appKit.destroy()
  localStorage.clear()
  document.adoptedStyleSheets = []
  vi.restoreAllMocks()
})

describe('ModalRoot', () => {
  it('renders nothing while the modal is closed', () => {
    render(<ModalRoot appKit={appKit} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the current view in a dialog labelled by its title, portalled onto the body', async () => {
    const { container } = render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    expect(screen.getByRole('dialog', { name: 'Test connect' })).toBe(dialog)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(container.contains(dialog)).toBe(false)
    expect(dialog.closest('[data-portico-portal]')?.parentElement).toBe(document.body)
    expect(dialog.getAttribute('data-view')).toBe('Connect')
  })

  it('shows a labelled spinner while the view loads', async () => {
    render(<ModalRoot appKit={appKit} />)
    openModal()
    expect(screen.getByRole('img', { name: 'Loading' })).toBeTruthy()
    await screen.findByText('Test view body')
    expect(screen.queryByRole('img', { name: 'Loading' })).toBeNull()
  })

  it('moves focus into the dialog, keeps Tab inside it and gives focus back to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <>
        <button type="button">Trigger</button>
        <ModalRoot appKit={appKit} />
      </>,
    )
    const trigger = screen.getByRole('button', { name: 'Trigger' })
    trigger.focus()
    const dialog = await openDialog()
    // The view's first control, once the view is on screen.
    await vi.waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'First action' })))

    const close = within(dialog).getByRole('button', { name: 'Close' })
    const last = within(dialog).getByRole('button', { name: 'Last action' })
    await user.tab()
    expect(document.activeElement).toBe(last)
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)

    act(() => {
      appKit.close()
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('on a view change moves focus to the new view\'s heading and announces its title; a view that focuses its own field keeps it', async () => {
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    const announcement = () => dialog.querySelector('[data-part="view-announcement"]')
    expect(announcement()?.getAttribute('aria-live')).toBe('polite')
    expect(announcement()?.textContent).toBe('')
    act(() => within(dialog).getByRole('button', { name: 'Last action' }).click())
    act(() => appKit.store.router.push('Networks'))
    await within(dialog).findByText('Second view body')
    await vi.waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Second view' })))
    await vi.waitFor(() => expect(announcement()?.textContent).toBe('Second view'))

    act(() => {
      appKit.store.registry.registerView({ id: 'Account', title: 'test.connect.title', load: async () => ({ default: () => <input aria-label="Code" autoFocus /> }) })
    })
    act(() => appKit.store.router.push('Account'))
    const field = await within(dialog).findByRole('textbox', { name: 'Code' })
    await vi.waitFor(() => expect(announcement()?.textContent).toBe('Test connect'))
    expect(document.activeElement).toBe(field)
  })

  it('keeps the current view and its title while the next view\'s code is on its way, then shows both of the next at once', async () => {
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    let arrive: (body: string) => void = () => undefined
    act(() => {
      appKit.store.i18n.addMessages({ 'test.slow.title': 'Slow view' })
      appKit.store.registry.registerView({ id: 'Account', title: 'test.slow.title', load: () => new Promise((resolve) => (arrive = (body) => resolve({ default: () => <p>{body}</p> }))) })
    })
    act(() => appKit.store.router.push('Account'))
    // The router is on the next view, but the dialog still shows, and is still named after, the current one.
    expect(appKit.store.router.view).toBe('Account')
    expect(within(dialog).getByText('Test view body')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Test connect' })).toBe(dialog)
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    expect(within(dialog).queryByText('Slow body')).toBeNull()
    await act(async () => arrive('Slow body'))
    await within(dialog).findByText('Slow body')
    expect(screen.getByRole('dialog', { name: 'Slow view' })).toBe(dialog)
    expect(dialog.getAttribute('data-view')).toBe('Account')
    expect(within(dialog).queryByText('Test view body')).toBeNull()
  })

  it('says a connection made while it was open with the next view announced, once', async () => {
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    const announcement = () => dialog.querySelector('[data-part="view-announcement"]')
    act(() => {
      appKit.store.connections.setConnected('eip155', {
        accounts: [{ namespace: 'eip155', address: '0x1234567890123456789012345678901234567890', type: 'eoa' }],
        caipNetworkId: 'eip155:1',
        connectorId: 'injected',
      })
    })
    act(() => appKit.store.router.push('Networks'))
    await within(dialog).findByText('Second view body')
    await vi.waitFor(() => expect(announcement()?.textContent).toBe('Connected. Second view'))
    act(() => appKit.store.router.goBack())
    act(() => appKit.store.router.push('Networks'))
    await vi.waitFor(() => expect(announcement()?.textContent).toBe('Second view'))
  })

  it('brings focus back when it leaves the dialog', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <ModalRoot appKit={appKit} />
      </>,
    )
    const dialog = await openDialog()
    act(() => screen.getByRole('button', { name: 'Outside' }).focus())
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('gets focus back, and still closes on Escape, when focus was lost to the page body', async () => {
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    // As when the focused element is removed, or a wallet's own prompt closes: no focusin.
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(document.activeElement).toBe(document.body)
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))
    })
    expect(dialog.contains(document.activeElement)).toBe(true)
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    })
    expect(appKit.store.modal.open).toBe(false)
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    render(<ModalRoot appKit={appKit} />)
    await openDialog()
    await user.keyboard('{Escape}')
    expect(appKit.store.modal.open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on a click on the backdrop, not on a click inside the dialog', async () => {
    const user = userEvent.setup()
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    await user.click(screen.getByText('Test view body'))
    expect(appKit.store.modal.open).toBe(true)
    await user.click(dialog.parentElement!)
    expect(appKit.store.modal.open).toBe(false)
  })

  it('stays open while a close guard forbids closing, with the close button disabled', async () => {
    const user = userEvent.setup()
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    let removeGuard = () => {}
    act(() => {
      removeGuard = appKit.store.modal.addCloseGuard(() => false)
    })
    const close = within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close.disabled).toBe(true)
    await user.keyboard('{Escape}')
    await user.click(dialog.parentElement!)
    expect(appKit.store.modal.open).toBe(true)

    act(() => removeGuard())
    expect(close.disabled).toBe(false)
    await user.click(close)
    expect(appKit.store.modal.open).toBe(false)
  })

  it('makes the rest of the page inert while open and restores it on close', async () => {
    const { container } = render(
      <>
        <button type="button">Page content</button>
        <ModalRoot appKit={appKit} />
      </>,
    )
    const alreadyInert = document.createElement('div')
    alreadyInert.setAttribute('inert', '')
    document.body.append(alreadyInert)
    const dialog = await openDialog()
    const portal = dialog.closest('[data-portico-portal]')!
    expect(container.hasAttribute('inert')).toBe(true)
    expect(portal.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('hidden')

    act(() => {
      appKit.close()
    })
    expect(container.hasAttribute('inert')).toBe(false)
    expect(alreadyInert.hasAttribute('inert')).toBe(true)
    expect(document.documentElement.style.overflow).toBe('')
    alreadyInert.remove()
  })

  it('shows back when there is history, and goes back with it', async () => {
    const user = userEvent.setup()
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()

    act(() => appKit.store.router.push('Networks'))
    await screen.findByText('Second view body')
    expect(screen.getByRole('dialog', { name: 'Second view' })).toBe(dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(appKit.store.router.view).toBe('Connect')
    await screen.findByText('Test view body')
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('shows alerts, errors as alert and warnings as status, each dismissable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup()
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    act(() => {
      appKit.store.alerts.show({ id: 'project', title: 'Project ID Not Configured', message: 'Set a project id.', variant: 'error' })
      appKit.store.alerts.show({ id: 'remote', title: 'Local configuration ignored', message: 'Remote settings apply.', variant: 'warning' })
    })
    const error = within(dialog)
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Project ID Not Configured'))!
    expect(error.textContent).toContain('Project ID Not Configured')
    expect(error.textContent).toContain('Set a project id.')
    const warning = within(dialog).getAllByRole('status').find((element) => element.textContent?.includes('Local configuration ignored'))
    expect(warning).toBeTruthy()

    await user.click(within(error).getByRole('button', { name: 'Dismiss: Project ID Not Configured' }))
    expect(appKit.store.alerts.alerts.map((alert) => alert.id)).toEqual(['remote'])
    expect(within(dialog).queryByText('Project ID Not Configured')).toBeNull()
  })

  it('shows the snack: success and loading politely, errors as an alert', async () => {
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    const polite = dialog.querySelector('.pc-snack-region[role="status"]')!
    expect(polite.getAttribute('aria-live')).toBe('polite')

    act(() => appKit.store.snack.showSuccess('Address copied'))
    expect(polite.textContent).toBe('Address copied')

    act(() => {
      appKit.store.snack.hide()
      appKit.store.snack.showLoading('Authenticating...')
    })
    expect(polite.textContent).toBe('Authenticating...')
    expect(polite.querySelector('[data-icon="spinner"]')).toBeTruthy()

    act(() => {
      appKit.store.snack.hide()
      appKit.store.snack.showError(new Error('Signature declined'))
    })
    expect(polite.textContent).toBe('')
    expect(within(dialog).getByRole('alert').textContent).toBe('Signature declined')
  })

  it('shows a clear state for an unregistered view and warns in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    appKit.store.logger.level = 'warn'
    render(<ModalRoot appKit={appKit} />)
    act(() => {
      // A view id no plugin registered (the router's type lists only known ones).
      appKit.store.router.reset('EmailVerifyOtp' as 'AllWallets')
      appKit.store.modal.setOpen(true)
    })
    const dialog = screen.getByRole('dialog', { name: 'View not found' })
    expect(dialog.textContent).toContain('The view "EmailVerifyOtp" is not available.')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No view is registered as "EmailVerifyOtp"'))
  })

  it('warns in development when a view has no title', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    appKit.store.logger.level = 'warn'
    act(() => {
      appKit.store.registry.registerView({ id: 'Account', title: '', load: async () => ({ default: () => <p>Untitled body</p> }) })
    })
    render(<ModalRoot appKit={appKit} />)
    act(() => {
      appKit.store.router.reset('Account')
      appKit.store.modal.setOpen(true)
    })
    await screen.findByText('Untitled body')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The view "Account" has no title'))
  })

  it('offers a retry when a view fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let attempts = 0
    act(() => {
      appKit.store.registry.registerView({
        id: 'Account',
        title: 'test.connect.title',
        load: async () => {
          attempts += 1
          if (attempts === 1) throw new Error('chunk failed')
          return { default: () => <p>Loaded on retry</p> }
        },
      })
    })
    render(<ModalRoot appKit={appKit} />)
    act(() => {
      appKit.store.router.reset('Account')
      appKit.store.modal.setOpen(true)
    })
    await screen.findByText('This view could not be shown.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('Loaded on retry')
    expect(attempts).toBe(2)
  })

  it('follows the locale direction and the theme', async () => {
    render(<ModalRoot appKit={appKit} />)
    const dialog = await openDialog()
    const root = dialog.parentElement!
    expect(root.getAttribute('dir')).toBe('ltr')
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(root.style.getPropertyValue('--pc-z-index')).toBe('999')

    act(() => {
      appKit.store.i18n.setLocale('ar')
      appKit.store.theme.setThemeMode('light')
      appKit.store.theme.setThemeVariables({ '--w3m-accent': '#ff0000', '--w3m-z-index': 2000 })
    })
    expect(root.getAttribute('dir')).toBe('rtl')
    expect(root.getAttribute('lang')).toBe('ar')
    expect(root.getAttribute('data-theme')).toBe('light')
    expect(root.style.getPropertyValue('--pc-color-accent')).toBe('#ff0000')
    expect(root.style.getPropertyValue('--pc-z-index')).toBe('2000')
  })

  it('injects its stylesheet once per document', async () => {
    const second = createTestAppKit()
    render(
      <>
        <ModalRoot appKit={appKit} />
        <ModalRoot appKit={second} />
      </>,
    )
    const styles = document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
    expect(styles).toHaveLength(1)
    expect(styles[0]).toContain('.pc-dialog')
    expect(styles[0]).toContain('--pc-duration-view: 150ms')
    // A strict Content-Security-Policy drops <style> elements; none is written.
    expect(document.querySelectorAll('style')).toHaveLength(0)
    second.destroy()
  })

  it('puts its reset against the host page’s CSS first, and its stylesheet ahead of a part’s that came first', () => {
    const hosts = new CSSStyleSheet()
    document.adoptedStyleSheets = [hosts]
    adoptStyleSheet(document, 'example', '.pc-example { color: red; }')
    render(<ModalRoot appKit={appKit} inline />)
    const [first, modal, part] = document.adoptedStyleSheets
    expect(first).toBe(hosts)
    expect(modal?.cssRules[0]?.cssText).toMatch(/^\.pc-root \{ all: initial; \}$/)
    expect(part?.cssRules[0]?.cssText).toContain('.pc-example')
    expect(document.adoptedStyleSheets).toHaveLength(3)
  })

  it('renders in place when inline, with focus handling but without inert or scroll lock', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <>
        <button type="button">Page content</button>
        <ModalRoot appKit={appKit} inline />
      </>,
    )
    const dialog = await openDialog()
    expect(container.contains(dialog)).toBe(true)
    expect(document.querySelector('[data-portico-portal]')).toBeNull()
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(document.activeElement).toBe(dialog)
    expect(document.body.querySelector('[inert]')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
    await user.keyboard('{Escape}')
    expect(appKit.store.modal.open).toBe(false)
  })
})
