/** The siwx plugin's messages in Brazilian Portuguese (pt-BR): every key of its English catalogue. */
const ptBR: Record<string, string> = {
  'siwx.title': 'Entrar',
  'siwx.heading': '{app} precisa se conectar à sua carteira',
  'siwx.body': 'Assine esta mensagem para provar que esta carteira é sua e continuar.',
  'siwx.requiredNote': 'Cancelar vai desconectar você.',
  'siwx.sign': 'Assinar',
  'siwx.cancel': 'Cancelar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.declined': 'Assinatura recusada',
  'siwx.failed': 'Não foi possível concluir o login',
  'siwx.initFailed': 'Ocorreu um problema ao iniciar a autenticação',
  'siwx.thisApp': 'Este app',
  'siwx.notConnected': 'Conecte uma carteira para entrar.',
  'siwx.account': 'Conta',
}

export default ptBR
