import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX } from 'simple-icons'
import { describe, expect, it } from 'vitest'
import { socialMarks } from './socialMarks.ts'

describe('socialMarks (issue 20: brand marks from a maintained icon set, not drawn by hand)', () => {
  it("are Simple Icons' paths of the installed version, one per provider", () => {
    expect(socialMarks).toEqual({
      google: siGoogle.path,
      github: siGithub.path,
      apple: siApple.path,
      facebook: siFacebook.path,
      x: siX.path,
      discord: siDiscord.path,
      farcaster: siFarcaster.path,
    })
  })
})
