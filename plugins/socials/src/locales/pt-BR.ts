/** The socials plugin's messages in Brazilian Portuguese (pt-BR): every key of its English catalogue. */
const ptBR: Record<string, string> = {
  'socials.continueWith': 'Continuar com {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Entrar com uma conta social',
  'socials.connectingTitle': 'Entrar',
  'socials.continueInPopup': 'Continue na janela do {provider}',
  'socials.popupHint': 'Entre por lá; esta janela segue quando você terminar.',
  'socials.declined': 'Login cancelado',
  'socials.declinedHint': 'A janela de login foi fechada antes de o login terminar.',
  'socials.failed': 'Falha no login',
  'socials.retry': 'Tentar novamente',
  'socials.popupBlocked': 'A janela de login não pôde abrir: permita pop-ups para este site e tente novamente.',
  'socials.unavailable': 'Não foi possível carregar o componente de login por e-mail',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Preparando o link do Farcaster…',
  'socials.farcasterScan': 'Escaneie com seu celular',
  'socials.farcasterHint': 'Escaneie este código com o app do Farcaster ou abra o link neste dispositivo.',
  'socials.farcasterQr': 'QR code do Farcaster',
  'socials.farcasterOpen': 'Abrir o link',
}

export default ptBR
