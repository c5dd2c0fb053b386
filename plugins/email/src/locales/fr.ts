/** The email plugin's messages in French (fr): every key of its English catalogue. */
const fr: Record<string, string> = {
  'email.label': 'E-mail',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Continuer',
  'email.invalid': 'Saisissez une adresse e-mail valide',
  'email.cooldown': 'Veuillez réessayer dans {seconds} secondes',
  'email.unavailable': 'Impossible de charger le module de connexion par e-mail',
  'email.otpTitle': 'Confirmer l’e-mail',
  'email.otpIntro': 'Saisissez le code envoyé à {email}',
  'email.otpLabel': 'Code',
  'email.otpSubmit': 'Confirmer',
  'email.resend': 'Renvoyer le code',
  'email.deviceTitle': 'Enregistrer l’appareil',
  'email.deviceIntro': 'Approuvez la connexion depuis le lien envoyé à {email}',
  'email.deviceWaiting': 'En attente d’approbation…',
  'email.updateTitle': 'Modifier l’e-mail',
  'email.updateFeature': 'Modifier l’e-mail',
  'email.updateLabel': 'Nouvel e-mail',
  'email.updateSubmit': 'Enregistrer',
  'email.primaryTitle': 'Confirmer l’e-mail actuel',
  'email.primaryIntro': 'Saisissez le code envoyé à votre adresse actuelle pour autoriser le passage à {email}',
  'email.secondaryTitle': 'Confirmer le nouvel e-mail',
  'email.secondaryIntro': 'Saisissez le code envoyé à {email}',
  'email.updated': 'E-mail mis à jour',
}

export default fr
