/** The siwx plugin's messages in Dutch (nl): every key of its English catalogue. */
const nl: Record<string, string> = {
  'siwx.title': 'Inloggen',
  'siwx.heading': '{app} moet verbinden met je wallet',
  'siwx.body': 'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder.',
  'siwx.requiredNote': 'Annuleren verbreekt je verbinding.',
  'siwx.sign': 'Ondertekenen',
  'siwx.cancel': 'Annuleren',
  'siwx.authenticating': 'Authenticeren...',
  'siwx.declined': 'Handtekening geweigerd',
  'siwx.failed': 'Het inloggen kon niet worden voltooid',
  'siwx.initFailed': 'Er is een probleem opgetreden bij het starten van de authenticatie',
  'siwx.thisApp': 'Deze app',
  'siwx.notConnected': 'Verbind een wallet om in te loggen.',
  'siwx.account': 'Account',
}

export default nl
