/** The siwx plugin's messages in French (fr): every key of its English catalogue. */
const fr: Record<string, string> = {
  'siwx.title': 'Connexion',
  'siwx.heading': '{app} doit se connecter à votre portefeuille',
  'siwx.body': 'Signez ce message pour prouver que ce portefeuille vous appartient et continuer.',
  'siwx.requiredNote': 'Annuler vous déconnectera.',
  'siwx.sign': 'Signer',
  'siwx.cancel': 'Annuler',
  'siwx.authenticating': 'Authentification...',
  'siwx.declined': 'Signature refusée',
  'siwx.failed': 'La connexion n’a pas pu aboutir',
  'siwx.initFailed': 'Un problème est survenu lors de l’initialisation de l’authentification',
  'siwx.thisApp': 'Cette app',
  'siwx.notConnected': 'Connectez un portefeuille pour vous connecter.',
  'siwx.account': 'Compte',
}

export default fr
