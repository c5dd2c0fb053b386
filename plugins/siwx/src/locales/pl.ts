/** The siwx plugin's messages in Polish (pl): every key of its English catalogue. */
const pl: Record<string, string> = {
  'siwx.title': 'Zaloguj się',
  'siwx.heading': '{app} chce połączyć się z Twoim portfelem',
  'siwx.body': 'Podpisz tę wiadomość, aby udowodnić, że ten portfel należy do Ciebie, i kontynuować.',
  'siwx.requiredNote': 'Anulowanie rozłączy Cię.',
  'siwx.sign': 'Podpisz',
  'siwx.cancel': 'Anuluj',
  'siwx.authenticating': 'Uwierzytelnianie...',
  'siwx.declined': 'Odrzucono podpis',
  'siwx.failed': 'Nie udało się dokończyć logowania',
  'siwx.initFailed': 'Wystąpił problem podczas inicjowania uwierzytelniania',
  'siwx.thisApp': 'Ta aplikacja',
  'siwx.notConnected': 'Połącz portfel, aby się zalogować.',
  'siwx.account': 'Konto',
}

export default pl
