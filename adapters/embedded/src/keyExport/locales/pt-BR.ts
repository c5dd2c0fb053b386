/** The embedded wallet's key export messages in Brazilian Portuguese (pt-BR): every key of its English catalogue (keyExportMessages). */
const ptBR: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Exportar chave privada',
  'embeddedWallet.exportKeyTitle': 'Exportar chave privada',
  'embeddedWallet.exportKeyWaiting': 'Confirme no quadro seguro para ver sua chave privada',
  'embeddedWallet.exportKeyUnavailable': 'Não foi possível carregar o componente de login por e-mail',
}

export default ptBR
