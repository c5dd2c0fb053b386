/** The example plugin's messages in French (fr): every key of its English catalogue. */
const fr: Record<string, string> = {
  'example.title': 'Exemple',
  'example.body': 'Cette vue provient du plugin d’exemple.',
  'example.connectedAs': 'Connecté en tant que {address}',
  'example.notConnected': 'Aucun portefeuille n’est connecté.',
  'example.tab': 'Exemple',
  'example.tabBody': 'Cet onglet provient du plugin d’exemple.',
  'example.walletFeature': 'Exemple',
}

export default fr
