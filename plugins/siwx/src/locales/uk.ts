/** The siwx plugin's messages in Ukrainian (uk): every key of its English catalogue. */
const uk: Record<string, string> = {
  'siwx.title': 'Вхід',
  'siwx.heading': '{app} потрібно підключитися до вашого гаманця',
  'siwx.body': 'Підпишіть це повідомлення, щоб довести, що гаманець ваш, і продовжити.',
  'siwx.requiredNote': 'Скасування відключить вас.',
  'siwx.sign': 'Підписати',
  'siwx.cancel': 'Скасувати',
  'siwx.authenticating': 'Автентифікація...',
  'siwx.declined': 'Підпис відхилено',
  'siwx.failed': 'Не вдалося завершити вхід',
  'siwx.initFailed': 'Виникла проблема під час ініціалізації автентифікації',
  'siwx.thisApp': 'Цей застосунок',
  'siwx.notConnected': 'Підключіть гаманець, щоб увійти.',
  'siwx.account': 'Акаунт',
}

export default uk
