/** The example plugin's messages in German (de): every key of its English catalogue. */
const de: Record<string, string> = {
  'example.title': 'Beispiel',
  'example.body': 'Diese Ansicht stammt vom Beispiel-Plugin.',
  'example.connectedAs': 'Verbunden als {address}',
  'example.notConnected': 'Keine Wallet ist verbunden.',
  'example.tab': 'Beispiel',
  'example.tabBody': 'Dieser Tab stammt vom Beispiel-Plugin.',
  'example.walletFeature': 'Beispiel',
}

export default de
