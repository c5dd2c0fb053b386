/** The socials plugin's messages in Ukrainian (uk): every key of its English catalogue. */
const uk: Record<string, string> = {
  'socials.continueWith': 'Продовжити з {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Увійти через соцмережу',
  'socials.connectingTitle': 'Вхід',
  'socials.continueInPopup': 'Продовжте у вікні {provider}',
  'socials.popupHint': 'Увійдіть там; це вікно продовжить, коли ви закінчите.',
  'socials.declined': 'Вхід скасовано',
  'socials.declinedHint': 'Вікно входу закрили до завершення входу.',
  'socials.failed': 'Не вдалося увійти',
  'socials.retry': 'Спробувати ще раз',
  'socials.popupBlocked': 'Вікно входу не відкрилося: дозвольте спливаючі вікна для цього сайту й спробуйте ще раз.',
  'socials.unavailable': 'Не вдалося завантажити компонент входу через ел. пошту',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Готуємо посилання Farcaster…',
  'socials.farcasterScan': 'Відскануйте телефоном',
  'socials.farcasterHint': 'Відскануйте цей код у застосунку Farcaster або відкрийте посилання на цьому пристрої.',
  'socials.farcasterQr': 'QR-код Farcaster',
  'socials.farcasterOpen': 'Відкрити посилання',
}

export default uk
