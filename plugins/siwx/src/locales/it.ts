/** The siwx plugin's messages in Italian (it): every key of its English catalogue. */
const it: Record<string, string> = {
  'siwx.title': 'Accedi',
  'siwx.heading': '{app} deve collegarsi al tuo wallet',
  'siwx.body': 'Firma questo messaggio per dimostrare che il wallet è tuo e procedere.',
  'siwx.requiredNote': 'Annullando verrai scollegato.',
  'siwx.sign': 'Firma',
  'siwx.cancel': 'Annulla',
  'siwx.authenticating': 'Autenticazione...',
  'siwx.declined': 'Firma rifiutata',
  'siwx.failed': 'Impossibile completare l’accesso',
  'siwx.initFailed': 'Si è verificato un problema durante l’inizializzazione dell’autenticazione',
  'siwx.thisApp': 'Questa app',
  'siwx.notConnected': 'Collega un wallet per accedere.',
  'siwx.account': 'Account',
}

export default it
