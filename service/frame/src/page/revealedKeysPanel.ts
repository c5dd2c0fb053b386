import type { ExportedKeys } from '../vault/ExportedKeys.ts'
import type { FrameTexts } from './FrameTexts.ts'
import { element } from './element.ts'

/** The panel that shows the exported keys, and what the prompt does with it. */
export interface RevealedKeysPanel {
  element: HTMLElement
  focus(): void
  onDone(handler: () => void): void
  /** Empties the key fields (before the panel is removed). */
  wipe(): void
}

/**
 * The user's private keys, shown inside the frame only: a warning, each key in a read-only field
 * with its Copy button (the clipboard, or the key selected for the user to copy where the
 * clipboard is refused; the outcome announced), and Done.
 */
export function revealedKeysPanel(texts: FrameTexts, keys: ExportedKeys): RevealedKeysPanel {
  const heading = element('h1', { id: 'export-keys-title', tabIndex: -1 }, texts.revealedTitle)
  const warning = element('p', { id: 'export-warning', className: 'warning' }, texts.exportWarning)
  const status = element('p', { id: 'export-copy-status', className: 'hint' })
  status.setAttribute('role', 'status')
  const panel = element('section', { className: 'recovery keys' }, heading, warning)
  panel.setAttribute('aria-labelledby', heading.id)
  const fields: HTMLTextAreaElement[] = []
  const keyField = (id: string, label: string, value: string): void => {
    const field = element('textarea', { id, readOnly: true, rows: 3, spellcheck: false, value })
    field.setAttribute('aria-describedby', warning.id)
    field.setAttribute('autocomplete', 'off')
    fields.push(field)
    const copy = element('button', { type: 'button', className: 'secondary' }, texts.copy)
    copy.setAttribute('aria-describedby', id)
    copy.addEventListener('click', () => {
      navigator.clipboard.writeText(field.value).then(
        () => (status.textContent = texts.copied),
        () => {
          field.select()
          status.textContent = texts.copyFailed
        },
      )
    })
    panel.append(element('label', { htmlFor: id, className: 'label' }, label), field, copy)
  }
  keyField('export-evm-key', texts.evmKeyLabel, keys.evmPrivateKey)
  keyField('export-solana-key', texts.solanaKeyLabel, keys.solanaSecretKey)
  const done = element('button', { type: 'button', className: 'primary' }, texts.done)
  panel.append(status, element('div', { className: 'actions' }, done))
  return {
    element: panel,
    focus: () => heading.focus(),
    onDone: (handler) => done.addEventListener('click', handler),
    wipe: () => {
      for (const field of fields) field.value = ''
    },
  }
}
