/** The names plugin's messages in French (fr): every key of its English catalogue. */
const fr: Record<string, string> = {
  'names.feature': 'Nom',
  'names.title': 'Choisir un nom',
  'names.successTitle': 'Nom enregistré',
  'names.label': 'Nom',
  'names.intro': 'Un nom auquel on peut vous envoyer des fonds au lieu de votre adresse.',
  'names.rule': 'Un nom de portefeuille compte au moins 4 caractères parmi lettres, chiffres ou tirets',
  'names.checking': 'Vérification…',
  'names.available': '{name} est disponible',
  'names.taken': '{name} est déjà pris',
  'names.checkFailed': 'Le nom n’a pas pu être vérifié. Réessayez.',
  'names.suggestions': 'Suggestions',
  'names.register': 'Enregistrer',
  'names.signing': 'Signez l’enregistrement avec votre compte…',
  'names.registering': 'Enregistrement…',
  'names.declined': 'Signature refusée',
  'names.takenNow': 'Quelqu’un d’autre a enregistré ce nom avant vous. Choisissez-en un autre.',
  'names.failed': 'Le nom n’a pas pu être enregistré. Réessayez.',
  'names.notOffered': 'Les noms sont réservés aux comptes de connexion par e-mail ou réseau social sur les réseaux EVM.',
  'names.success': '{name} est désormais le nom de votre compte.',
  'names.successHint': 'On peut envoyer des fonds à {name} au lieu de votre adresse.',
  'names.backToAccount': 'Retour au compte',
}

export default fr
