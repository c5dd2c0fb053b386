/** The socials plugin's messages in Russian (ru): every key of its English catalogue. */
const ru: Record<string, string> = {
  'socials.continueWith': 'Продолжить с {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Войти через соцсеть',
  'socials.connectingTitle': 'Вход',
  'socials.continueInPopup': 'Продолжите в окне {provider}',
  'socials.popupHint': 'Войдите там; это окно продолжит, когда вы закончите.',
  'socials.declined': 'Вход отменён',
  'socials.declinedHint': 'Окно входа закрыли до завершения входа.',
  'socials.failed': 'Не удалось войти',
  'socials.retry': 'Повторить',
  'socials.popupBlocked': 'Окно входа не открылось: разрешите всплывающие окна для этого сайта и повторите попытку.',
  'socials.unavailable': 'Не удалось загрузить компонент входа по эл. почте',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Готовим ссылку Farcaster…',
  'socials.farcasterScan': 'Отсканируйте телефоном',
  'socials.farcasterHint': 'Отсканируйте этот код в приложении Farcaster или откройте ссылку на этом устройстве.',
  'socials.farcasterQr': 'QR-код Farcaster',
  'socials.farcasterOpen': 'Открыть ссылку',
}

export default ru
