import type { FrameTexts } from './FrameTexts.ts'
import { element } from './element.ts'

/** The recovery form's element and what the prompt does with it. */
export interface RecoveryForm {
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
 * The form the frame shows to create or enter the recovery password (labelled field, a "Show
 * password" switch, an error read out as an alert, Enter submits), or to use a passkey; built with
 * DOM calls, no inline script or style (the page's CSP allows neither).
 */
export function recoveryForm(texts: FrameTexts, mode: 'create' | 'enter' | 'passkey', passkey: boolean): RecoveryForm {
  const title = { create: texts.createTitle, enter: texts.enterTitle, passkey: texts.passkeyTitle }[mode]
  const hint = { create: texts.createHint, enter: texts.enterHint, passkey: texts.passkeyHint }[mode]
  const heading = element('h1', { id: 'recovery-title' }, title)
  const error = element('p', { id: 'recovery-error', className: 'error' })
  error.setAttribute('role', 'alert')
  const form = element('form', { className: 'recovery', noValidate: true }, heading, element('p', { id: 'recovery-hint', className: 'hint' }, hint))
  form.setAttribute('aria-labelledby', heading.id)
  const password = element('input', { id: 'recovery-password', type: 'password', name: 'password', autocomplete: mode === 'create' ? 'new-password' : 'current-password', required: true })
  password.setAttribute('aria-describedby', 'recovery-hint recovery-error')
  const show = element('input', { id: 'recovery-show', type: 'checkbox' })
  show.addEventListener('change', () => {
    password.type = show.checked ? 'text' : 'password'
  })
  if (mode !== 'passkey') {
    form.append(
      element('label', { htmlFor: password.id, className: 'label' }, texts.passwordLabel),
      password,
      element('label', { htmlFor: show.id, className: 'show' }, show, texts.showPassword),
    )
  }
  form.append(error)
  const submit = element('button', { type: 'submit', className: 'primary' }, mode === 'create' ? texts.createSubmit : texts.enterSubmit)
  const passkeyButton = element('button', { type: 'button', className: mode === 'passkey' ? 'primary' : 'secondary' }, texts.usePasskey)
  const cancel = element('button', { type: 'button', className: 'secondary' }, texts.cancel)
  const actions = element('div', { className: 'actions' })
  if (mode !== 'passkey') actions.append(submit)
  if (passkey) actions.append(passkeyButton)
  actions.append(cancel)
  form.append(actions)
  const buttons = [submit, passkeyButton, cancel]
  return {
    element: form,
    focus: () => (mode === 'passkey' ? passkeyButton : password).focus(),
    showError: (text) => {
      error.textContent = text
      for (const button of buttons) button.disabled = false
      password.disabled = false
      form.removeAttribute('aria-busy')
      submit.textContent = mode === 'create' ? texts.createSubmit : texts.enterSubmit
      if (mode !== 'passkey') {
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
        if (mode !== 'passkey') handler(password.value)
      }),
    onPasskey: (handler) => passkeyButton.addEventListener('click', handler),
    onCancel: (handler) => cancel.addEventListener('click', handler),
  }
}
