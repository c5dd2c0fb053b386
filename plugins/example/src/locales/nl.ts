/** The example plugin's messages in Dutch (nl): every key of its English catalogue. */
const nl: Record<string, string> = {
  'example.title': 'Voorbeeld',
  'example.body': 'Deze weergave komt van de voorbeeldplug-in.',
  'example.connectedAs': 'Verbonden als {address}',
  'example.notConnected': 'Er is geen wallet verbonden.',
  'example.tab': 'Voorbeeld',
  'example.tabBody': 'Dit tabblad komt van de voorbeeldplug-in.',
  'example.walletFeature': 'Voorbeeld',
}

export default nl
