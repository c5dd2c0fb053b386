import type { ApprovalRequest } from './ApprovalRequest.ts'

let promptCount = 0

/**
 * Asks the person at the page to approve a wallet request, in a small modal `<dialog>` (its own
 * top layer, so it works above any other modal): a title, what is asked, Reject and Approve.
 * Escape rejects. Resolves true when approved.
 */
export function showApprovalPrompt(request: ApprovalRequest, document: Document = globalThis.document): Promise<boolean> {
  promptCount += 1
  const id = `portico-test-wallet-prompt-${promptCount}`
  const dialog = document.createElement('dialog')
  dialog.setAttribute('aria-labelledby', `${id}-title`)
  dialog.setAttribute('aria-describedby', `${id}-detail`)
  dialog.dataset.testWalletPrompt = request.method
  dialog.style.cssText =
    'max-width:320px;padding:16px;border:1px solid #4b5563;border-radius:12px;background:#111827;color:#f9fafb;font:14px/1.4 system-ui,sans-serif'

  const heading = document.createElement('h2')
  heading.id = `${id}-title`
  heading.textContent = `${request.wallet ?? 'Portico Test Wallet'}: ${request.title}`
  heading.style.cssText = 'margin:0 0 8px;font-size:15px'
  const detail = document.createElement('pre')
  detail.id = `${id}-detail`
  detail.textContent = request.detail
  detail.style.cssText = 'margin:0 0 12px;max-height:160px;overflow:auto;white-space:pre-wrap;word-break:break-all;font:12px/1.4 ui-monospace,monospace'

  const button = (label: string, colors: string) => {
    const element = document.createElement('button')
    element.type = 'button'
    element.textContent = label
    element.style.cssText = `padding:6px 14px;border-radius:8px;border:1px solid #6b7280;cursor:pointer;font:inherit;${colors}`
    return element
  }
  const reject = button('Reject', 'background:#1f2937;color:#f9fafb')
  const approve = button('Approve', 'background:#2563eb;color:#ffffff;border-color:#2563eb')
  const actions = document.createElement('div')
  actions.style.cssText = 'display:flex;gap:8px;justify-content:flex-end'
  actions.append(reject, approve)
  dialog.append(heading, detail, actions)
  document.body.append(dialog)

  return new Promise<boolean>((resolve) => {
    const answer = (approved: boolean) => {
      if (dialog.open) dialog.close()
      dialog.remove()
      resolve(approved)
    }
    approve.addEventListener('click', () => answer(true))
    reject.addEventListener('click', () => answer(false))
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      answer(false)
    })
    dialog.showModal()
    approve.focus()
  })
}
