import { afterEach, describe, expect, it } from 'vitest'
import { showApprovalPrompt } from './showApprovalPrompt.ts'

const request = { method: 'personal_sign', title: 'Sign a message', detail: 'Sign in to Portico' }

function prompt(): HTMLDialogElement {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-test-wallet-prompt]')
  if (!dialog) throw new Error('no prompt')
  return dialog
}

function button(name: string): HTMLButtonElement {
  const found = [...prompt().querySelectorAll('button')].find((candidate) => candidate.textContent === name)
  if (!found) throw new Error(`no ${name} button`)
  return found
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('showApprovalPrompt', () => {
  it('shows a modal dialog named after the request, describing it, with Approve focused', () => {
    void showApprovalPrompt(request)
    const dialog = prompt()
    expect(dialog.open).toBe(true)
    expect(dialog.dataset.testWalletPrompt).toBe('personal_sign')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Portico Test Wallet: Sign a message')
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Sign in to Portico')
    expect(document.activeElement).toBe(button('Approve'))
  })

  it('resolves true on Approve and goes away', async () => {
    const answer = showApprovalPrompt(request)
    button('Approve').click()
    expect(await answer).toBe(true)
    expect(document.querySelector('dialog')).toBeNull()
  })

  it('resolves false on Reject', async () => {
    const answer = showApprovalPrompt(request)
    button('Reject').click()
    expect(await answer).toBe(false)
    expect(document.querySelector('dialog')).toBeNull()
  })

  it('resolves false on Escape (the dialog\'s cancel)', async () => {
    const answer = showApprovalPrompt(request)
    prompt().dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(await answer).toBe(false)
  })

  it('gives each prompt its own ids', () => {
    void showApprovalPrompt(request)
    void showApprovalPrompt({ ...request, method: 'eth_sendTransaction' })
    const ids = [...document.querySelectorAll('dialog')].map((dialog) => dialog.getAttribute('aria-labelledby'))
    expect(new Set(ids).size).toBe(2)
  })
})
