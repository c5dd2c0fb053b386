/** The names plugin's messages in Ukrainian (uk): every key of its English catalogue. */
const uk: Record<string, string> = {
  'names.feature': 'Ім’я',
  'names.title': 'Вибір імені',
  'names.successTitle': 'Ім’я зареєстровано',
  'names.label': 'Ім’я',
  'names.intro': 'Ім’я, на яке вам можна надсилати замість адреси.',
  'names.rule': 'Ім’я гаманця — щонайменше 4 символи з літер, цифр або дефісів',
  'names.checking': 'Перевірка…',
  'names.available': '{name} вільне',
  'names.taken': '{name} зайняте',
  'names.checkFailed': 'Не вдалося перевірити ім’я. Спробуйте ще раз.',
  'names.suggestions': 'Пропозиції',
  'names.register': 'Зареєструвати',
  'names.signing': 'Підпишіть реєстрацію своїм акаунтом…',
  'names.registering': 'Реєстрація…',
  'names.declined': 'Підпис відхилено',
  'names.takenNow': 'Хтось інший уже зареєстрував це ім’я. Виберіть інше.',
  'names.failed': 'Не вдалося зареєструвати ім’я. Спробуйте ще раз.',
  'names.notOffered': 'Імена доступні акаунтам із входом через e-mail або соцмережі в мережах EVM.',
  'names.success': '{name} тепер ім’я вашого акаунта.',
  'names.successHint': 'Вам можна надсилати на {name} замість адреси.',
  'names.backToAccount': 'Назад до акаунта',
}

export default uk
