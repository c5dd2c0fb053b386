import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { FrameMailKind } from './FrameMailKind.ts'
import { frameMailTexts } from './frameMailTexts.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const rightToLeft = new Set(['ar', 'fa', 'he'])

/** The catalogue's locale for a requested one: the exact name, else its language, else English. */
function localeOf(requested: string | undefined): string {
  if (requested === undefined) return 'en'
  const names = Object.keys(frameMailTexts)
  const language = requested.toLowerCase().split('-')[0] ?? ''
  return names.find((name) => name.toLowerCase() === requested.toLowerCase()) ?? names.find((name) => name.toLowerCase() === language) ?? 'en'
}

/**
 * Sends one of the frame's e-mails over SMTP, plain text and HTML, in `locale` when the catalogue
 * has it (else English): `value` is the code or the approval link. A failed send is a 502 MAIL_FAILED.
 */
export async function sendFrameMail(context: Pick<FrameContext, 'mailer' | 'from'>, to: string, kind: FrameMailKind, value: string, locale?: string): Promise<void> {
  const shownLocale = localeOf(locale)
  const texts = (frameMailTexts[shownLocale] ?? frameMailTexts.en)[kind]
  const after = texts.after.replace('{minutes}', '10')
  const isLink = kind === 'deviceApproval'
  const shown = isLink ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : `<strong>${escapeHtml(value)}</strong>`
  try {
    await context.mailer.sendMail({
      from: context.from,
      to,
      subject: texts.subject,
      text: `${texts.lead}\n\n${value}\n\n${after}\n`,
      html: `<!doctype html><html lang="${shownLocale}" dir="${rightToLeft.has(shownLocale) ? 'rtl' : 'ltr'}"><body><p>${escapeHtml(texts.lead)}</p><p>${shown}</p><p>${escapeHtml(after)}</p></body></html>`,
    })
  } catch (error) {
    throw new FrameError('MAIL_FAILED', `The e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`)
  }
}
