/** The email plugin's messages in Brazilian Portuguese (pt-BR): every key of its English catalogue. */
const ptBR: Record<string, string> = {
  'email.label': 'E-mail',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Continuar',
  'email.invalid': 'Digite um endereço de e-mail válido',
  'email.cooldown': 'Tente novamente em {seconds} segundos',
  'email.unavailable': 'Não foi possível carregar o componente de login por e-mail',
  'email.otpTitle': 'Confirmar e-mail',
  'email.otpIntro': 'Digite o código que enviamos para {email}',
  'email.otpLabel': 'Código',
  'email.otpSubmit': 'Confirmar',
  'email.resend': 'Reenviar código',
  'email.deviceTitle': 'Registrar dispositivo',
  'email.deviceIntro': 'Aprove o login pelo link que enviamos para {email}',
  'email.deviceWaiting': 'Aguardando aprovação…',
  'email.updateTitle': 'Editar e-mail',
  'email.updateFeature': 'Editar e-mail',
  'email.updateLabel': 'Novo e-mail',
  'email.updateSubmit': 'Salvar',
  'email.primaryTitle': 'Confirmar e-mail atual',
  'email.primaryIntro': 'Digite o código que enviamos para seu endereço atual para permitir a mudança para {email}',
  'email.secondaryTitle': 'Confirmar novo e-mail',
  'email.secondaryIntro': 'Digite o código que enviamos para {email}',
  'email.updated': 'E-mail atualizado',
}

export default ptBR
