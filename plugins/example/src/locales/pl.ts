/** The example plugin's messages in Polish (pl): every key of its English catalogue. */
const pl: Record<string, string> = {
  'example.title': 'Przykład',
  'example.body': 'Ten widok pochodzi z wtyczki przykładowej.',
  'example.connectedAs': 'Połączono jako {address}',
  'example.notConnected': 'Żaden portfel nie jest połączony.',
  'example.tab': 'Przykład',
  'example.tabBody': 'Ta karta pochodzi z wtyczki przykładowej.',
  'example.walletFeature': 'Przykład',
}

export default pl
