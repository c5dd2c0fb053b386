/** The email plugin's messages in German (de): every key of its English catalogue. */
const de: Record<string, string> = {
  'email.label': 'E-Mail',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Weiter',
  'email.invalid': 'Gib eine gültige E-Mail-Adresse ein',
  'email.cooldown': 'Bitte versuche es in {seconds} Sekunden erneut',
  'email.unavailable': 'Die Komponente für den E-Mail-Login konnte nicht geladen werden',
  'email.otpTitle': 'E-Mail bestätigen',
  'email.otpIntro': 'Gib den Code ein, den wir an {email} gesendet haben',
  'email.otpLabel': 'Code',
  'email.otpSubmit': 'Bestätigen',
  'email.resend': 'Code erneut senden',
  'email.deviceTitle': 'Gerät registrieren',
  'email.deviceIntro': 'Bestätige den Login über den Link, den wir an {email} gesendet haben',
  'email.deviceWaiting': 'Warten auf Bestätigung…',
  'email.updateTitle': 'E-Mail ändern',
  'email.updateFeature': 'E-Mail ändern',
  'email.updateLabel': 'Neue E-Mail',
  'email.updateSubmit': 'Speichern',
  'email.primaryTitle': 'Aktuelle E-Mail bestätigen',
  'email.primaryIntro': 'Gib den Code ein, den wir an deine aktuelle Adresse gesendet haben, um die Änderung zu {email} zu erlauben',
  'email.secondaryTitle': 'Neue E-Mail bestätigen',
  'email.secondaryIntro': 'Gib den Code ein, den wir an {email} gesendet haben',
  'email.updated': 'E-Mail aktualisiert',
}

export default de
