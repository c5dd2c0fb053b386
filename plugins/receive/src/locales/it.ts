/** The receive plugin's messages in Italian (it): every key of its English catalogue. */
const it: Record<string, string> = {
  'receive.feature': 'Ricevi',
  'receive.title': 'Ricevi',
  'receive.qrLabel': 'Codice QR del tuo indirizzo {address}',
  'receive.address': 'Il tuo indirizzo',
  'receive.networks': 'Reti su cui puoi ricevere',
  'receive.note': 'Invia asset a questo indirizzo solo su queste reti: gli asset inviati su altre reti potrebbero andare persi.',
  'receive.notConnected': 'Collega un wallet per vedere il tuo indirizzo.',
}

export default it
