/**
 * The origin the provider popup's result comes from: where the provider redirects back to (the
 * authorization URL's `redirect_uri`, the secure frame's `/oauth/callback` when the frame is
 * deployed on an origin of its own), else the authorization URL's own origin (a provider page that
 * answers the app itself).
 */
export function popupResultOrigin(authorization: URL): string {
  const redirect = authorization.searchParams.get('redirect_uri')
  if (redirect === null) return authorization.origin
  try {
    const target = new URL(redirect)
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.origin : authorization.origin
  } catch {
    return authorization.origin
  }
}
