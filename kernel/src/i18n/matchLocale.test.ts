import { describe, expect, it } from 'vitest'
import { matchLocale } from './matchLocale.ts'

describe('matchLocale', () => {
  it('matches a language tag to the shipped locale of its language', () => {
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('en-GB')).toBe('en')
    expect(matchLocale('AR-eg')).toBe('ar')
    expect(matchLocale('he_IL')).toBe('he')
    expect(matchLocale('ja')).toBe('ja')
  })

  it('tells Traditional from Simplified Chinese', () => {
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('zh-SG')).toBe('zh-CN')
    expect(matchLocale('zh-HK')).toBe('zh-TW')
    expect(matchLocale('zh-Hant')).toBe('zh-TW')
    expect(matchLocale('zh-TW')).toBe('zh-TW')
  })

  it('gives nothing for a language not shipped', () => {
    expect(matchLocale('sw')).toBeUndefined()
    expect(matchLocale('')).toBeUndefined()
  })
})
