import type { FrameTexts } from './FrameTexts.ts'
import { element } from './element.ts'

/** The export confirmation form's element and what the prompt does with it. */
export interface KeyExportConfirmForm {
  element: HTMLFormElement
  focus(): void
  showError(text: string): void
  /** Disables the form and says it is working. */
  busy(): void
  onPassword(handler: (password: string) => void): void
  onPasskey(handler: () => void): void
  onCancel(handler: () => void): void
}

/**
 * The form that asks the user to confirm it is them before their private key is shown: the
 * recovery password (labelled field, "Show password", Enter submits) or their passkey, an error
 * read out as an alert, and Cancel. Built with DOM calls (the page's CSP allows no inline script).
 */
export function keyExportConfirmForm(texts: FrameTexts, kind: 'password' | 'passkey'): KeyExportConfirmForm {
  const heading = element('h1', { id: 'export-title' }, texts.exportTitle)
  const hint = element('p', { id: 'export-hint', className: 'hint' }, kind === 'passkey' ? texts.exportPasskeyHint : texts.exportHint)
  const error = element('p', { id: 'export-error', className: 'error' })
  error.setAttribute('role', 'alert')
  const form = element('form', { className: 'recovery', noValidate: true }, heading, hint)
  form.setAttribute('aria-labelledby', heading.id)
  const password = element('input', { id: 'export-password', type: 'password', name: 'password', autocomplete: 'current-password', required: true })
  password.setAttribute('aria-describedby', 'export-hint export-error')
  const show = element('input', { id: 'export-show', type: 'checkbox' })
  show.addEventListener('change', () => {
    password.type = show.checked ? 'text' : 'password'
  })
  if (kind === 'password') {
    form.append(element('label', { htmlFor: password.id, className: 'label' }, texts.passwordLabel), password, element('label', { htmlFor: show.id, className: 'show' }, show, texts.showPassword))
  }
  form.append(error)
  const submit = element('button', { type: 'submit', className: 'primary' }, texts.exportSubmit)
  const passkeyButton = element('button', { type: 'button', className: 'primary' }, texts.usePasskey)
  const cancel = element('button', { type: 'button', className: 'secondary' }, texts.cancel)
  form.append(element('div', { className: 'actions' }, kind === 'passkey' ? passkeyButton : submit, cancel))
  const buttons = [submit, passkeyButton, cancel]
  return {
    element: form,
    focus: () => (kind === 'passkey' ? passkeyButton : password).focus(),
    showError: (text) => {
      error.textContent = text
      for (const button of buttons) button.disabled = false
      password.disabled = false
      form.removeAttribute('aria-busy')
      submit.textContent = texts.exportSubmit
      if (kind === 'password') {
        password.value = ''
        password.focus()
      }
    },
    busy: () => {
      error.textContent = ''
      for (const button of buttons) button.disabled = true
      password.disabled = true
      form.setAttribute('aria-busy', 'true')
      submit.textContent = texts.working
    },
    onPassword: (handler) =>
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        if (kind === 'password') handler(password.value)
      }),
    onPasskey: (handler) => passkeyButton.addEventListener('click', handler),
    onCancel: (handler) => cancel.addEventListener('click', handler),
  }
}
