import { describe, expect, it } from 'vitest'
import { frameTextCatalogue } from './frameTextCatalogue.ts'
import { textsFor } from './textsFor.ts'

describe('textsFor', () => {
  it("picks the catalogue of the app's locale by its language, each text it lacks in English", () => {
    const german = textsFor('de-DE')
    expect(german.createTitle).toBe('Passwort festlegen')
    expect(german.pageTitle).toBe(frameTextCatalogue.en.pageTitle)
    expect(textsFor('DE').createTitle).toBe('Passwort festlegen')
  })

  it('falls back to English for a locale it has no catalogue for, or none', () => {
    expect(textsFor('ja-JP')).toEqual(frameTextCatalogue.en)
    expect(textsFor(undefined)).toEqual(frameTextCatalogue.en)
    expect(textsFor('constructor')).toEqual(frameTextCatalogue.en)
  })
})
