/** The receive plugin's messages in Brazilian Portuguese (pt-BR): every key of its English catalogue. */
const ptBR: Record<string, string> = {
  'receive.feature': 'Receber',
  'receive.title': 'Receber',
  'receive.qrLabel': 'QR code do seu endereço {address}',
  'receive.address': 'Seu endereço',
  'receive.networks': 'Redes em que você pode receber',
  'receive.note': 'Envie ativos para este endereço somente nestas redes: ativos enviados em outras redes podem ser perdidos.',
  'receive.notConnected': 'Conecte uma carteira para ver seu endereço.',
}

export default ptBR
