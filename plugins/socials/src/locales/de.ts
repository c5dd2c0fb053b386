/** The socials plugin's messages in German (de): every key of its English catalogue. */
const de: Record<string, string> = {
  'socials.continueWith': 'Weiter mit {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Mit einem Social-Konto anmelden',
  'socials.connectingTitle': 'Anmelden',
  'socials.continueInPopup': 'Weiter im {provider}-Fenster',
  'socials.popupHint': 'Melde dich dort an; dieses Fenster folgt, wenn du fertig bist.',
  'socials.declined': 'Anmeldung abgebrochen',
  'socials.declinedHint': 'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war.',
  'socials.failed': 'Anmeldung fehlgeschlagen',
  'socials.retry': 'Erneut versuchen',
  'socials.popupBlocked': 'Das Anmeldefenster konnte sich nicht öffnen: Erlaube Pop-ups für diese Website und versuche es erneut.',
  'socials.unavailable': 'Die Komponente für den E-Mail-Login konnte nicht geladen werden',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Farcaster-Link wird vorbereitet…',
  'socials.farcasterScan': 'Mit deinem Telefon scannen',
  'socials.farcasterHint': 'Scanne diesen Code mit der Farcaster-App oder öffne den Link auf diesem Gerät.',
  'socials.farcasterQr': 'Farcaster-QR-Code',
  'socials.farcasterOpen': 'Link öffnen',
}

export default de
