import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { FrameMailKind } from './FrameMailKind.ts'
import { frameMailTexts } from './frameMailTexts.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function textsFor(locale: string | undefined) {
  const english = frameMailTexts.en
  if (locale === undefined) return english
  const language = locale.toLowerCase().split('-')[0] ?? ''
  const key = Object.keys(frameMailTexts).find((name) => name.toLowerCase() === locale.toLowerCase()) ?? Object.keys(frameMailTexts).find((name) => name.toLowerCase() === language)
  return (key === undefined ? undefined : frameMailTexts[key]) ?? english
}

/**
 * Sends one of the frame's e-mails over SMTP, plain text and HTML, in `locale` when the catalogue
 * has it (else English): `value` is the code or the approval link. A failed send is a 502 MAIL_FAILED.
 */
export async function sendFrameMail(context: Pick<FrameContext, 'mailer' | 'from'>, to: string, kind: FrameMailKind, value: string, locale?: string): Promise<void> {
  const texts = textsFor(locale)[kind]
  const after = texts.after.replace('{minutes}', '10')
  const isLink = kind === 'deviceApproval'
  const shown = isLink ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : `<strong>${escapeHtml(value)}</strong>`
  try {
    await context.mailer.sendMail({
      from: context.from,
      to,
      subject: texts.subject,
      text: `${texts.lead}\n\n${value}\n\n${after}\n`,
      html: `<!doctype html><html lang="${escapeHtml(locale ?? 'en')}"><body><p>${escapeHtml(texts.lead)}</p><p>${shown}</p><p>${escapeHtml(after)}</p></body></html>`,
    })
  } catch (error) {
    throw new FrameError('MAIL_FAILED', `The e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`)
  }
}
