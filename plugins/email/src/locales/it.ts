/** The email plugin's messages in Italian (it): every key of its English catalogue. */
const it: Record<string, string> = {
  'email.label': 'Email',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Continua',
  'email.invalid': 'Inserisci un indirizzo email valido',
  'email.cooldown': 'Riprova tra {seconds} secondi',
  'email.unavailable': 'Impossibile caricare il componente di accesso via email',
  'email.otpTitle': 'Conferma email',
  'email.otpIntro': 'Inserisci il codice inviato a {email}',
  'email.otpLabel': 'Codice',
  'email.otpSubmit': 'Conferma',
  'email.resend': 'Invia di nuovo il codice',
  'email.deviceTitle': 'Registra dispositivo',
  'email.deviceIntro': 'Approva l’accesso dal link inviato a {email}',
  'email.deviceWaiting': 'In attesa di approvazione…',
  'email.updateTitle': 'Modifica email',
  'email.updateFeature': 'Modifica email',
  'email.updateLabel': 'Nuova email',
  'email.updateSubmit': 'Salva',
  'email.primaryTitle': 'Conferma email attuale',
  'email.primaryIntro': 'Inserisci il codice inviato al tuo indirizzo attuale per consentire il passaggio a {email}',
  'email.secondaryTitle': 'Conferma nuova email',
  'email.secondaryIntro': 'Inserisci il codice inviato a {email}',
  'email.updated': 'Email aggiornata',
}

export default it
