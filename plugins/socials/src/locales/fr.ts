/** The socials plugin's messages in French (fr): every key of its English catalogue. */
const fr: Record<string, string> = {
  'socials.continueWith': 'Continuer avec {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Se connecter avec un compte social',
  'socials.connectingTitle': 'Connexion',
  'socials.continueInPopup': 'Continuez dans la fenêtre {provider}',
  'socials.popupHint': 'Connectez-vous là-bas ; cette fenêtre suivra une fois terminé.',
  'socials.declined': 'Connexion annulée',
  'socials.declinedHint': 'La fenêtre de connexion a été fermée avant la fin de la connexion.',
  'socials.failed': 'Échec de la connexion',
  'socials.retry': 'Réessayer',
  'socials.popupBlocked': 'La fenêtre de connexion n’a pas pu s’ouvrir : autorisez les fenêtres pop-up pour ce site et réessayez.',
  'socials.unavailable': 'Impossible de charger le module de connexion par e-mail',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Préparation du lien Farcaster…',
  'socials.farcasterScan': 'Scannez avec votre téléphone',
  'socials.farcasterHint': 'Scannez ce code avec l’app Farcaster, ou ouvrez le lien sur cet appareil.',
  'socials.farcasterQr': 'Code QR Farcaster',
  'socials.farcasterOpen': 'Ouvrir le lien',
}

export default fr
