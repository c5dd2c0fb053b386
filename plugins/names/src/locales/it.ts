/** The names plugin's messages in Italian (it): every key of its English catalogue. */
const it: Record<string, string> = {
  'names.feature': 'Nome',
  'names.title': 'Scegli un nome',
  'names.successTitle': 'Nome registrato',
  'names.label': 'Nome',
  'names.intro': 'Un nome a cui gli altri possono inviare al posto del tuo indirizzo.',
  'names.rule': 'Un nome di wallet ha almeno 4 caratteri tra lettere, cifre o trattini',
  'names.checking': 'Verifica in corso…',
  'names.available': '{name} è disponibile',
  'names.taken': '{name} è già preso',
  'names.checkFailed': 'Non è stato possibile verificare il nome. Riprova.',
  'names.suggestions': 'Suggerimenti',
  'names.register': 'Registra',
  'names.signing': 'Firma la registrazione con il tuo account…',
  'names.registering': 'Registrazione in corso…',
  'names.declined': 'Firma rifiutata',
  'names.takenNow': 'Qualcun altro ha registrato questo nome prima di te. Scegline un altro.',
  'names.failed': 'Non è stato possibile registrare il nome. Riprova.',
  'names.notOffered': 'I nomi sono per gli account con accesso tramite e-mail o social sulle reti EVM.',
  'names.success': '{name} è ora il nome del tuo account.',
  'names.successHint': 'Gli altri possono inviare a {name} al posto del tuo indirizzo.',
  'names.backToAccount': 'Torna all’account',
}

export default it
