/** The socials plugin's messages in Italian (it): every key of its English catalogue. */
const it: Record<string, string> = {
  'socials.continueWith': 'Continua con {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Accedi con un account social',
  'socials.connectingTitle': 'Accedi',
  'socials.continueInPopup': 'Continua nella finestra di {provider}',
  'socials.popupHint': 'Accedi lì; questa finestra proseguirà quando avrai finito.',
  'socials.declined': 'Accesso annullato',
  'socials.declinedHint': 'La finestra di accesso è stata chiusa prima del termine dell’accesso.',
  'socials.failed': 'Accesso non riuscito',
  'socials.retry': 'Riprova',
  'socials.popupBlocked': 'Impossibile aprire la finestra di accesso: consenti i pop-up per questo sito e riprova.',
  'socials.unavailable': 'Impossibile caricare il componente di accesso via email',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Preparazione del link Farcaster…',
  'socials.farcasterScan': 'Scansiona con il telefono',
  'socials.farcasterHint': 'Scansiona questo codice con l’app Farcaster oppure apri il link su questo dispositivo.',
  'socials.farcasterQr': 'Codice QR Farcaster',
  'socials.farcasterOpen': 'Apri il link',
}

export default it
