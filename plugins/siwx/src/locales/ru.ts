/** The siwx plugin's messages in Russian (ru): every key of its English catalogue. */
const ru: Record<string, string> = {
  'siwx.title': 'Вход',
  'siwx.heading': '{app} нужно подключиться к вашему кошельку',
  'siwx.body': 'Подпишите это сообщение, чтобы подтвердить, что кошелёк ваш, и продолжить.',
  'siwx.requiredNote': 'При отмене вы будете отключены.',
  'siwx.sign': 'Подписать',
  'siwx.cancel': 'Отмена',
  'siwx.authenticating': 'Аутентификация...',
  'siwx.declined': 'Подпись отклонена',
  'siwx.failed': 'Не удалось завершить вход',
  'siwx.initFailed': 'Возникла проблема при инициализации аутентификации',
  'siwx.thisApp': 'Это приложение',
  'siwx.notConnected': 'Подключите кошелёк, чтобы войти.',
  'siwx.account': 'Аккаунт',
}

export default ru
