/** The receive plugin's English messages. */
export const receiveMessages: Record<string, string> = {
  'receive.feature': 'Receive',
  'receive.title': 'Receive',
  'receive.qrLabel': 'QR code of your address {address}',
  'receive.address': 'Your address',
  'receive.networks': 'Networks you can receive on',
  'receive.note': 'Only send assets on these networks to this address: assets sent on other networks may be lost.',
  'receive.notConnected': 'Connect a wallet to see your address.',
}
