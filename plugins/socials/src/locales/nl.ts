/** The socials plugin's messages in Dutch (nl): every key of its English catalogue. */
const nl: Record<string, string> = {
  'socials.continueWith': 'Doorgaan met {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Inloggen met een sociaal account',
  'socials.connectingTitle': 'Inloggen',
  'socials.continueInPopup': 'Ga verder in het {provider}-venster',
  'socials.popupHint': 'Log daar in; dit venster volgt wanneer je klaar bent.',
  'socials.declined': 'Inloggen geannuleerd',
  'socials.declinedHint': 'Het inlogvenster werd gesloten voordat het inloggen klaar was.',
  'socials.failed': 'Inloggen mislukt',
  'socials.retry': 'Opnieuw proberen',
  'socials.popupBlocked': 'Het inlogvenster kon niet openen: sta pop-ups toe voor deze site en probeer het opnieuw.',
  'socials.unavailable': 'Het onderdeel voor inloggen met e-mail kan niet worden geladen',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Farcaster-link voorbereiden…',
  'socials.farcasterScan': 'Scan met je telefoon',
  'socials.farcasterHint': 'Scan deze code met de Farcaster-app, of open de link op dit apparaat.',
  'socials.farcasterQr': 'Farcaster-QR-code',
  'socials.farcasterOpen': 'Link openen',
}

export default nl
