import { describe, expect, it } from 'vitest'
import { palettes } from './palettes.ts'
import { readableForeground } from './readableForeground.ts'
import { themeCustomProperties } from './themeCustomProperties.ts'

describe('themeCustomProperties', () => {
  it('defaults to SPEC §9: z-index 999, font size master 10px, border radius master 4px', () => {
    const properties = themeCustomProperties('dark')
    expect(properties['--pc-z-index']).toBe('999')
    expect(properties['--pc-font-size-master']).toBe('10px')
    expect(properties['--pc-radius-master']).toBe('4px')
    expect(properties['--pc-color-background']).toBe(palettes.dark.background)
  })

  it('uses the light palette in light mode', () => {
    const properties = themeCustomProperties('light')
    expect(properties['--pc-color-background']).toBe(palettes.light.background)
    expect(properties['--pc-color-foreground']).toBe(palettes.light.foreground)
  })

  it("maps AppKit's --w3m-* variables onto the tokens, numbers as pixels where lengths", () => {
    const properties = themeCustomProperties('dark', {
      '--w3m-accent': '#00ff00',
      '--w3m-font-family': 'Georgia, serif',
      '--w3m-font-size-master': 12,
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 5000,
    })
    expect(properties['--pc-color-accent']).toBe('#00ff00')
    expect(properties['--pc-font-family']).toBe('Georgia, serif')
    expect(properties['--pc-font-size-master']).toBe('12px')
    expect(properties['--pc-radius-master']).toBe('2px')
    expect(properties['--pc-z-index']).toBe('5000')
  })

  it('accepts --pc-* tokens directly, and they win over the --w3m-* mapping', () => {
    const properties = themeCustomProperties('dark', { '--w3m-accent': '#00ff00', '--pc-color-accent': '#123456', '--pc-modal-width': '400px' })
    expect(properties['--pc-color-accent']).toBe('#123456')
    expect(properties['--pc-modal-width']).toBe('400px')
  })

  it('ignores variables it does not know', () => {
    const properties = themeCustomProperties('dark', { '--w3m-qr-color': '#000', color: 'red' })
    expect(Object.keys(properties).some((name) => !name.startsWith('--pc-'))).toBe(false)
    expect(Object.values(properties)).not.toContain('#000')
  })

  it('tints the surfaces with --w3m-color-mix by --w3m-color-mix-strength percent', () => {
    const properties = themeCustomProperties('dark', { '--w3m-color-mix': '#ff00ff', '--w3m-color-mix-strength': 20 })
    expect(properties['--pc-color-background']).toBe(`color-mix(in srgb, #ff00ff 20%, ${palettes.dark.background})`)
    expect(properties['--pc-color-surface']).toBe(`color-mix(in srgb, #ff00ff 20%, ${palettes.dark.surface})`)
    expect(properties['--pc-color-foreground']).toBe(palettes.dark.foreground)
  })

  it('clamps the mix strength to 0..100', () => {
    const properties = themeCustomProperties('light', { '--w3m-color-mix': 'red', '--w3m-color-mix-strength': 250 })
    expect(properties['--pc-color-border']).toBe(`color-mix(in srgb, red 100%, ${palettes.light.border})`)
  })

  it('picks a readable text colour for a custom accent unless one is given', () => {
    expect(themeCustomProperties('dark', { '--w3m-accent': '#ffeb3b' })['--pc-color-accent-foreground']).toBe('#0b0b0b')
    expect(themeCustomProperties('light', { '--w3m-accent': '#3b0066' })['--pc-color-accent-foreground']).toBe('#ffffff')
    expect(
      themeCustomProperties('light', { '--w3m-accent': '#3b0066', '--pc-color-accent-foreground': '#eeeeee' })['--pc-color-accent-foreground'],
    ).toBe('#eeeeee')
  })
})

describe('readableForeground', () => {
  it('chooses white on dark colours and near-black on light ones; short hex works', () => {
    expect(readableForeground('#000')).toBe('#ffffff')
    expect(readableForeground('#fff')).toBe('#0b0b0b')
    expect(readableForeground('#3396ff')).toBe('#0b0b0b')
  })

  it('gives up on colours that are not hex', () => {
    expect(readableForeground('rgb(0, 0, 0)')).toBeUndefined()
    expect(readableForeground('#12345')).toBeUndefined()
  })
})
