/** The email plugin's messages in Dutch (nl): every key of its English catalogue. */
const nl: Record<string, string> = {
  'email.label': 'E-mail',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Doorgaan',
  'email.invalid': 'Voer een geldig e-mailadres in',
  'email.cooldown': 'Probeer het over {seconds} seconden opnieuw',
  'email.unavailable': 'Het onderdeel voor inloggen met e-mail kan niet worden geladen',
  'email.otpTitle': 'E-mail bevestigen',
  'email.otpIntro': 'Voer de code in die we naar {email} hebben gestuurd',
  'email.otpLabel': 'Code',
  'email.otpSubmit': 'Bevestigen',
  'email.resend': 'Code opnieuw sturen',
  'email.deviceTitle': 'Apparaat registreren',
  'email.deviceIntro': 'Keur het inloggen goed via de link die we naar {email} hebben gestuurd',
  'email.deviceWaiting': 'Wachten op goedkeuring…',
  'email.updateTitle': 'E-mail wijzigen',
  'email.updateFeature': 'E-mail wijzigen',
  'email.updateLabel': 'Nieuw e-mailadres',
  'email.updateSubmit': 'Opslaan',
  'email.primaryTitle': 'Huidig e-mailadres bevestigen',
  'email.primaryIntro': 'Voer de code in die we naar je huidige adres hebben gestuurd om de wijziging naar {email} toe te staan',
  'email.secondaryTitle': 'Nieuw e-mailadres bevestigen',
  'email.secondaryIntro': 'Voer de code in die we naar {email} hebben gestuurd',
  'email.updated': 'E-mail bijgewerkt',
}

export default nl
