import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siWalletconnect, siX } from 'simple-icons'
import { describe, expect, it } from 'vitest'
import { walletConnectMark } from '../../ui/src/views/connect/walletConnectMark.ts'
import { socialMarks } from '../../plugins/socials/src/socialMarks.ts'

describe('brand marks (issue 20: from a maintained icon set, not drawn by hand)', () => {
  it("are Simple Icons' paths of the installed version: one per social provider, and WalletConnect's", () => {
    expect(socialMarks).toEqual({
      google: siGoogle.path,
      github: siGithub.path,
      apple: siApple.path,
      facebook: siFacebook.path,
      x: siX.path,
      discord: siDiscord.path,
      farcaster: siFarcaster.path,
    })
    expect(walletConnectMark).toBe(siWalletconnect.path)
  })
})
