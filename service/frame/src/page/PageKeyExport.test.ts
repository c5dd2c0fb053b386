// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { PageKeyExport } from './PageKeyExport.ts'
import { textsFor } from './textsFor.ts'

const keys = { evmPrivateKey: `0x${'1f'.repeat(32)}` as const, solanaSecretKey: '5Kd3NBUAdUnhyzenEwVLy9pBKxSwXvE9FMPyR4UKZvpe' }

function setUp(): { prompt: PageKeyExport; shown: boolean[]; container: HTMLElement } {
  const container = document.createElement('main')
  document.body.append(container)
  const shown: boolean[] = []
  return { prompt: new PageKeyExport({ texts: textsFor('en'), container, reveal: (visible) => shown.push(visible) }), shown, container }
}

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
  if (!found) throw new Error(`No button ${name}`)
  return found
}

describe('PageKeyExport', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    document.body.removeAttribute('data-prompt')
  })

  it('asks for the password in the shown frame, says a refused one, and gives the typed password as the proof', async () => {
    const { prompt, shown, container } = setUp()
    const answer = prompt.confirm('password', true)
    expect(shown).toEqual([true])
    expect(container.querySelector('h1')?.textContent).toBe('Export your private key')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Wrong password. Try again.')
    expect(container.querySelector('textarea')).toBeNull()
    const field = container.querySelector<HTMLInputElement>('#export-password')
    if (!field) throw new Error('No password field')
    field.value = 'the passphrase'
    container.querySelector('form')?.requestSubmit()
    await expect(answer).resolves.toEqual({ kind: 'password', password: 'the passphrase' })
  })

  it('an empty password is asked again, Cancel answers null, and a passkey wallet is asked its passkey', async () => {
    const { prompt, container } = setUp()
    const cancelled = prompt.confirm('password', false)
    container.querySelector('form')?.requestSubmit()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Enter your password.')
    button(container, 'Cancel').click()
    await expect(cancelled).resolves.toBeNull()
    const passkey = prompt.confirm('passkey', false)
    expect(container.querySelector('#export-password')).toBeNull()
    button(container, 'Use a passkey').click()
    await expect(passkey).resolves.toEqual({ kind: 'passkey' })
  })

  it('shows both keys with the warning until Done, then empties the fields, removes them and hides the frame', async () => {
    const { prompt, shown, container } = setUp()
    const done = prompt.reveal(keys)
    const fields = [...container.querySelectorAll('textarea')]
    expect(fields.map((field) => field.value)).toEqual([keys.evmPrivateKey, keys.solanaSecretKey])
    expect(fields.every((field) => field.readOnly)).toBe(true)
    expect(container.querySelector('label[for="export-evm-key"]')?.textContent).toBe('EVM private key')
    expect(container.querySelector('.warning')?.textContent).toMatch(/^Anyone with this key controls your wallet/)
    expect(document.body.dataset.prompt).toBe('export-keys')
    button(container, 'Done').click()
    await done
    prompt.close()
    expect(fields.map((field) => field.value)).toEqual(['', ''])
    expect(container.querySelector('textarea')).toBeNull()
    expect(container.textContent).not.toContain(keys.solanaSecretKey)
    expect(document.body.dataset.prompt).toBeUndefined()
    expect(shown).toEqual([true, false])
  })
})
