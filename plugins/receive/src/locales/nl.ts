/** The receive plugin's messages in Dutch (nl): every key of its English catalogue. */
const nl: Record<string, string> = {
  'receive.feature': 'Ontvangen',
  'receive.title': 'Ontvangen',
  'receive.qrLabel': 'QR-code van je adres {address}',
  'receive.address': 'Je adres',
  'receive.networks': 'Netwerken waarop je kunt ontvangen',
  'receive.note': 'Stuur alleen assets op deze netwerken naar dit adres: assets die op andere netwerken worden verstuurd, kunnen verloren gaan.',
  'receive.notConnected': 'Verbind een wallet om je adres te zien.',
}

export default nl
