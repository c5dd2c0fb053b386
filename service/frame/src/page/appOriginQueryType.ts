/** What the OAuth callback page (a popup on the frame origin) asks the frames of its opener: the app origin each serves; they answer with `appOrigin`, to the frame origin only. */
export const appOriginQueryType = '@portico/frame/APP_ORIGIN'
