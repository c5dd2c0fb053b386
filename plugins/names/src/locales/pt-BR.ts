/** The names plugin's messages in Brazilian Portuguese (pt-BR): every key of its English catalogue. */
const ptBR: Record<string, string> = {
  'names.feature': 'Nome',
  'names.title': 'Escolher nome',
  'names.successTitle': 'Nome registrado',
  'names.label': 'Nome',
  'names.intro': 'Um nome para o qual outras pessoas podem enviar em vez do seu endereço.',
  'names.rule': 'Um nome de carteira tem pelo menos 4 caracteres entre letras, dígitos ou hifens',
  'names.checking': 'Verificando…',
  'names.available': '{name} está disponível',
  'names.taken': '{name} já está em uso',
  'names.checkFailed': 'Não foi possível verificar o nome. Tente novamente.',
  'names.suggestions': 'Sugestões',
  'names.register': 'Registrar',
  'names.signing': 'Assine o registro com sua conta…',
  'names.registering': 'Registrando…',
  'names.declined': 'Assinatura recusada',
  'names.takenNow': 'Outra pessoa registrou este nome primeiro. Escolha outro.',
  'names.failed': 'Não foi possível registrar o nome. Tente novamente.',
  'names.notOffered': 'Os nomes são para contas de login por e-mail ou rede social em redes EVM.',
  'names.success': '{name} agora é o nome da sua conta.',
  'names.successHint': 'Outras pessoas podem enviar para {name} em vez do seu endereço.',
  'names.backToAccount': 'Voltar para a conta',
}

export default ptBR
