/** The siwx plugin's messages in German (de): every key of its English catalogue. */
const de: Record<string, string> = {
  'siwx.title': 'Anmelden',
  'siwx.heading': '{app} möchte sich mit deiner Wallet verbinden',
  'siwx.body': 'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren.',
  'siwx.requiredNote': 'Abbrechen trennt deine Verbindung.',
  'siwx.sign': 'Signieren',
  'siwx.cancel': 'Abbrechen',
  'siwx.authenticating': 'Authentifizierung...',
  'siwx.declined': 'Signatur abgelehnt',
  'siwx.failed': 'Die Anmeldung konnte nicht abgeschlossen werden',
  'siwx.initFailed': 'Beim Initialisieren der Authentifizierung ist ein Problem aufgetreten',
  'siwx.thisApp': 'Diese App',
  'siwx.notConnected': 'Verbinde eine Wallet, um dich anzumelden.',
  'siwx.account': 'Konto',
}

export default de
