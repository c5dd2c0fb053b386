/** The example plugin's messages in Italian (it): every key of its English catalogue. */
const it: Record<string, string> = {
  'example.title': 'Esempio',
  'example.body': 'Questa vista proviene dal plugin di esempio.',
  'example.connectedAs': 'Collegato come {address}',
  'example.notConnected': 'Nessun wallet collegato.',
  'example.tab': 'Esempio',
  'example.tabBody': 'Questa scheda proviene dal plugin di esempio.',
  'example.walletFeature': 'Esempio',
}

export default it
