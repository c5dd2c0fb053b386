import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { appOriginQueryType } from './appOriginQueryType.ts'

const AppOriginQuery = t.type({ type: t.literal(appOriginQueryType) })

/**
 * Tells the OAuth callback page (a window of this same origin, nothing else) the app origin this
 * frame serves, so that it posts the login's result to exactly that origin: the static callback
 * page cannot know it otherwise.
 */
export function answerAppOriginQueries(appOrigin: string): void {
  window.addEventListener('message', (event) => {
    // Not `instanceof Window`: the popup's window is of another realm, never this realm's Window.
    if (event.origin !== location.origin || !decode(AppOriginQuery, event.data).ok || event.source === null) return
    event.source.postMessage({ type: appOriginQueryType, appOrigin }, { targetOrigin: location.origin })
  })
}
