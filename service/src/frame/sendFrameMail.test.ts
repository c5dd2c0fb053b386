import { createTransport } from 'nodemailer'
import { describe, expect, it } from 'vitest'
import type { FrameMailKind } from './FrameMailKind.ts'
import { frameMailTexts } from './frameMailTexts.ts'
import { sendFrameMail } from './sendFrameMail.ts'

const kernelLocales = ['ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW']
const kinds: FrameMailKind[] = ['loginCode', 'deviceApproval', 'updatePrimaryCode', 'updateSecondaryCode']

/** Sends through nodemailer's JSON transport (the real message builder, no network) and reads the message back. */
async function sent(kind: FrameMailKind, value: string, locale?: string): Promise<{ subject: string; text: string; html: string }> {
  const mailer = createTransport({ jsonTransport: true })
  let message: { subject: string; text: string; html: string } | undefined
  const capturing = { sendMail: async (mail: Parameters<typeof mailer.sendMail>[0]) => {
    const info = await mailer.sendMail(mail)
    message = JSON.parse(String(info.message)) as { subject: string; text: string; html: string }
    return info
  } }
  await sendFrameMail({ mailer: capturing as unknown as typeof mailer, from: 'login@portico.test' }, 'ada@example.com', kind, value, locale)
  if (!message) throw new Error('nothing was sent')
  return message
}

describe('sendFrameMail', () => {
  it('has every message in each locale of the kernel catalogue, each different from English where the language differs', () => {
    for (const locale of kernelLocales) {
      const texts = frameMailTexts[locale]
      expect(texts, locale).toBeDefined()
      for (const kind of kinds) {
        expect(texts?.[kind].subject, `${locale} ${kind}`).not.toBe(frameMailTexts.en[kind].subject)
        expect(texts?.[kind].subject.length).toBeGreaterThan(0)
      }
    }
  })

  it('writes text and HTML in the asked locale, by exact name or language, else English; right to left where the language is', async () => {
    const french = await sent('loginCode', '123456', 'fr-CA')
    expect(french.subject).toBe('Votre code de connexion')
    expect(french.text).toContain('123456')
    expect(french.text).toContain('Il expire dans 10 minutes')
    expect(french.html).toContain('<strong>123456</strong>')
    expect((await sent('loginCode', '123456', 'pt-br')).subject).toBe('Seu código de acesso')
    expect((await sent('loginCode', '123456', 'zz')).subject).toBe('Your login code')
    expect((await sent('loginCode', '123456')).html).toContain('<html lang="en" dir="ltr">')
    expect((await sent('loginCode', '123456', 'he')).html).toContain('<html lang="he" dir="rtl">')
  })

  it('escapes the link in the HTML', async () => {
    const message = await sent('deviceApproval', 'https://frame.example/device/approve?token=a"><script>x</script>')
    expect(message.html).not.toContain('<script>')
    expect(message.html).toContain('&#34;&#62;&#60;script&#62;')
  })
})
