/** The example plugin's messages in Brazilian Portuguese (pt-BR): every key of its English catalogue. */
const ptBR: Record<string, string> = {
  'example.title': 'Exemplo',
  'example.body': 'Esta tela vem do plugin de exemplo.',
  'example.connectedAs': 'Conectado como {address}',
  'example.notConnected': 'Nenhuma carteira conectada.',
  'example.tab': 'Exemplo',
  'example.tabBody': 'Esta aba vem do plugin de exemplo.',
  'example.walletFeature': 'Exemplo',
}

export default ptBR
