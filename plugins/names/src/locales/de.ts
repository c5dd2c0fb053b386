/** The names plugin's messages in German (de): every key of its English catalogue. */
const de: Record<string, string> = {
  'names.feature': 'Name',
  'names.title': 'Namen wählen',
  'names.successTitle': 'Name registriert',
  'names.label': 'Name',
  'names.intro': 'Ein Name, an den andere statt an deine Adresse senden können.',
  'names.rule': 'Ein Wallet-Name hat mindestens 4 Zeichen aus Buchstaben, Ziffern oder Bindestrichen',
  'names.checking': 'Wird geprüft…',
  'names.available': '{name} ist verfügbar',
  'names.taken': '{name} ist vergeben',
  'names.checkFailed': 'Der Name konnte nicht geprüft werden. Versuche es erneut.',
  'names.suggestions': 'Vorschläge',
  'names.register': 'Registrieren',
  'names.signing': 'Signiere die Registrierung mit deinem Konto…',
  'names.registering': 'Wird registriert…',
  'names.declined': 'Signatur abgelehnt',
  'names.takenNow': 'Jemand anderes hat diesen Namen zuerst registriert. Wähle einen anderen.',
  'names.failed': 'Der Name konnte nicht registriert werden. Versuche es erneut.',
  'names.notOffered': 'Namen gibt es für Konten der E-Mail- oder Social-Anmeldung in EVM-Netzwerken.',
  'names.success': '{name} ist jetzt der Name deines Kontos.',
  'names.successHint': 'Andere können an {name} statt an deine Adresse senden.',
  'names.backToAccount': 'Zurück zum Konto',
}

export default de
