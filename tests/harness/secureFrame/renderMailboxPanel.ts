import { escapeHtml } from '../escapeHtml.ts'
import { htmlPage } from './htmlPage.ts'
import type { MailboxMessage } from './MailboxMessage.ts'

function renderMessage(message: MailboxMessage): string {
  const code = message.code === undefined ? '' : `<p>Code: <code>${escapeHtml(message.code)}</code></p>`
  const link = message.link === undefined ? '' : `<p><a href="${escapeHtml(message.link)}" target="_blank" rel="noopener">Open the link</a></p>`
  return `<li>
        <h2>${escapeHtml(message.subject)}</h2>
        <p class="note">To ${escapeHtml(message.to)}, <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></p>
        <p>${escapeHtml(message.text)}</p>${code}${link}
      </li>`
}

/** The dev mailbox panel: every message the frame's backend sent, newest first, refreshed every 2 s. */
export function renderMailboxPanel(messages: readonly MailboxMessage[]): string {
  const items = messages.length === 0 ? '<li>No messages yet.</li>' : [...messages].reverse().map(renderMessage).join('\n')
  return htmlPage(
    'Dev mailbox (Portico secure frame)',
    `<h1>Dev mailbox</h1>
      <p class="note">The local secure frame sends no e-mail: its codes and links land here. This page refreshes every 2 seconds.</p>
      <ol aria-label="Messages, newest first">${items}</ol>`,
    { head: '<meta http-equiv="refresh" content="2" />' },
  )
}
