/** The socials plugin's messages in Polish (pl): every key of its English catalogue. */
const pl: Record<string, string> = {
  'socials.continueWith': 'Kontynuuj z {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Zaloguj się kontem społecznościowym',
  'socials.connectingTitle': 'Logowanie',
  'socials.continueInPopup': 'Kontynuuj w oknie {provider}',
  'socials.popupHint': 'Zaloguj się tam; to okno przejdzie dalej, gdy skończysz.',
  'socials.declined': 'Logowanie anulowane',
  'socials.declinedHint': 'Okno logowania zostało zamknięte przed zakończeniem logowania.',
  'socials.failed': 'Logowanie nieudane',
  'socials.retry': 'Spróbuj ponownie',
  'socials.popupBlocked': 'Nie udało się otworzyć okna logowania: zezwól na wyskakujące okna w tej witrynie i spróbuj ponownie.',
  'socials.unavailable': 'Nie udało się wczytać modułu logowania e-mailem',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Przygotowywanie linku Farcaster…',
  'socials.farcasterScan': 'Zeskanuj telefonem',
  'socials.farcasterHint': 'Zeskanuj ten kod w aplikacji Farcaster lub otwórz link na tym urządzeniu.',
  'socials.farcasterQr': 'Kod QR Farcaster',
  'socials.farcasterOpen': 'Otwórz link',
}

export default pl
