// The social login's redirect page (`/oauth/callback` on the frame origin, in the popup the app
// opened): it posts `location.href` to the app that opened it, addressed to exactly the app origin
// the frame in that app serves (asked of the opener's frames of this origin), never to `*`.
import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { appOriginQueryType } from './appOriginQueryType.ts'
import { textsFor } from './textsFor.ts'

const AppOriginAnswer = t.type({ type: t.literal(appOriginQueryType), appOrigin: t.string })
const texts = textsFor(new URLSearchParams(location.search).get('locale') ?? navigator.language)
const answerWaitMs = 10_000

function show(title: string, text: string, failed: boolean): void {
  document.title = title
  const heading = document.getElementById('title')
  const status = document.getElementById('status')
  if (heading) heading.textContent = title
  if (status) {
    status.textContent = text
    status.setAttribute('role', failed ? 'alert' : 'status')
  }
}

const opener = window.opener as Window | null
if (opener === null) {
  show(texts.callbackTitle, texts.callbackFailed, true)
} else {
  const timer = setTimeout(() => show(texts.callbackTitle, texts.callbackFailed, true), answerWaitMs)
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin) return
    const decoded = decode(AppOriginAnswer, event.data)
    if (!decoded.ok) return
    clearTimeout(timer)
    opener.postMessage({ type: '@portico/social/RESULT', uri: location.href }, decoded.value.appOrigin)
    show(texts.callbackTitle, texts.callbackDone, false)
  })
  for (let index = 0; index < opener.frames.length; index += 1) opener.frames[index]?.postMessage({ type: appOriginQueryType }, location.origin)
}
