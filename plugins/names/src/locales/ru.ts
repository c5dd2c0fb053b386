/** The names plugin's messages in Russian (ru): every key of its English catalogue. */
const ru: Record<string, string> = {
  'names.feature': 'Имя',
  'names.title': 'Выбор имени',
  'names.successTitle': 'Имя зарегистрировано',
  'names.label': 'Имя',
  'names.intro': 'Имя, на которое вам можно отправлять вместо адреса.',
  'names.rule': 'Имя кошелька — не менее 4 символов из букв, цифр или дефисов',
  'names.checking': 'Проверка…',
  'names.available': '{name} свободно',
  'names.taken': '{name} занято',
  'names.checkFailed': 'Не удалось проверить имя. Попробуйте ещё раз.',
  'names.suggestions': 'Варианты',
  'names.register': 'Зарегистрировать',
  'names.signing': 'Подпишите регистрацию своим аккаунтом…',
  'names.registering': 'Регистрация…',
  'names.declined': 'Подпись отклонена',
  'names.takenNow': 'Кто-то другой уже зарегистрировал это имя. Выберите другое.',
  'names.failed': 'Не удалось зарегистрировать имя. Попробуйте ещё раз.',
  'names.notOffered': 'Имена доступны аккаунтам со входом по e-mail или через соцсети в сетях EVM.',
  'names.success': '{name} теперь имя вашего аккаунта.',
  'names.successHint': 'Вам можно отправлять на {name} вместо адреса.',
  'names.backToAccount': 'Назад к аккаунту',
}

export default ru
