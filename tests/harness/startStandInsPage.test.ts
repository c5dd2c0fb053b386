import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSocialStandIns, type SocialStandIns } from './startSocialStandIns.ts'
import { startStandInsPage, type StandInsPage } from './startStandInsPage.ts'

describe('the demo\'s page of the social login stand-ins', () => {
  let socials: SocialStandIns
  let page: StandInsPage
  const frameOrigin = 'http://127.0.0.1:9'

  beforeAll(async () => {
    socials = await startSocialStandIns()
    socials.frameConfig(frameOrigin)
    page = await startStandInsPage(socials)
  }, 120_000)

  afterAll(async () => {
    await page?.stop()
    await socials?.stop()
  })

  /** The GitHub stand-in's answer to an authorization request of the frame, with the cookie a browser would send. */
  function authorize(cookie: string): Promise<Response> {
    const url = new URL(`${socials.gitHub.url}/login/oauth/authorize`)
    for (const [name, value] of Object.entries({ client_id: 'portico-frame', redirect_uri: `${frameOrigin}/oauth/callback`, code_challenge_method: 'S256', code_challenge: 'challenge', state: 'state' })) url.searchParams.set(name, value)
    return fetch(url, { headers: cookie === '' ? {} : { cookie }, redirect: 'manual' })
  }

  it('shows how to sign in at each stand-in', async () => {
    const html = await (await fetch(page.url)).text()
    for (const heading of ['Google', 'GitHub', 'Farcaster']) expect(html).toContain(`<h2>${heading}`)
  })

  it('signs the browser in to the GitHub stand-in: the cookie it sets is a session the stand-in authorizes, and without it the stand-in refuses', async () => {
    const response = await fetch(`${page.url}github`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'login=octocat' })
    expect(await response.text()).toContain('Signed in to the GitHub stand-in as octocat')
    const cookie = /user_session=\w+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? ''
    expect(cookie).not.toBe('')
    const signedIn = await authorize(cookie)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toMatch(new RegExp(`^${frameOrigin}/oauth/callback\\?code=\\w+&state=state$`))
    expect((await authorize('')).status).toBe(400)
  })

  it('says so when the Farcaster app cannot approve a link', async () => {
    const response = await fetch(`${page.url}farcaster`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'link=not-a-link&username=alice' })
    expect(await response.text()).toContain('Not approved:')
  })
})
