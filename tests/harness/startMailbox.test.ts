import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from './startMailbox.ts'

describe('the harness\'s mailbox: a real SMTP server on loopback', () => {
  let mailbox: Mailbox

  beforeAll(async () => {
    mailbox = await startMailbox()
  })

  afterAll(async () => {
    await mailbox?.stop()
  })

  const send = (to: string, subject: string, text: string) =>
    createTransport({ host: '127.0.0.1', port: mailbox.port, secure: false, ignoreTLS: true }).sendMail({ from: 'login@portico.test', to, subject, text })

  it('keeps each message, and finds the latest code and the latest device approval link per address', async () => {
    await send('ada@portico.example', 'Your login code', 'Your code is 123456. It expires in 10 minutes.')
    await send('grace@portico.example', 'Your login code', 'Your code is 654321.')
    await send('ada@portico.example', 'Approve a new device', 'Open http://127.0.0.1:8557/device/approve?token=ab_12-345678 to approve.')
    expect(mailbox.messages().map((mail) => mail.subject)).toEqual(['Your login code', 'Your login code', 'Approve a new device'])
    expect(mailbox.messagesTo('ada@portico.example')).toHaveLength(2)
    expect(mailbox.messages()[0]).toMatchObject({ to: ['ada@portico.example'], from: 'login@portico.test' })
    // The approval link's message carries no code, whatever digits its token has.
    expect(mailbox.latestCode('ada@portico.example')).toBe('123456')
    expect(mailbox.latestLink('ada@portico.example')).toBe('http://127.0.0.1:8557/device/approve?token=ab_12-345678')
    expect(mailbox.latestCode('grace@portico.example')).toBe('654321')
    expect(mailbox.latestLink('grace@portico.example')).toBeUndefined()
    expect(mailbox.latestCode('nobody@portico.example')).toBeUndefined()
    await send('ada@portico.example', 'Your login code', 'Your code is 777777.')
    expect(mailbox.latestCode('ada@portico.example')).toBe('777777')
  })
})
