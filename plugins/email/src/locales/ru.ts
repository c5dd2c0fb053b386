/** The email plugin's messages in Russian (ru): every key of its English catalogue. */
const ru: Record<string, string> = {
  'email.label': 'Эл. почта',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Продолжить',
  'email.invalid': 'Введите корректный адрес эл. почты',
  'email.cooldown': 'Повторите попытку через {seconds} с',
  'email.unavailable': 'Не удалось загрузить компонент входа по эл. почте',
  'email.otpTitle': 'Подтверждение почты',
  'email.otpIntro': 'Введите код, отправленный на {email}',
  'email.otpLabel': 'Код',
  'email.otpSubmit': 'Подтвердить',
  'email.resend': 'Отправить код снова',
  'email.deviceTitle': 'Регистрация устройства',
  'email.deviceIntro': 'Подтвердите вход по ссылке, отправленной на {email}',
  'email.deviceWaiting': 'Ожидание подтверждения…',
  'email.updateTitle': 'Изменить почту',
  'email.updateFeature': 'Изменить почту',
  'email.updateLabel': 'Новый адрес почты',
  'email.updateSubmit': 'Сохранить',
  'email.primaryTitle': 'Подтверждение текущей почты',
  'email.primaryIntro': 'Введите код, отправленный на ваш текущий адрес, чтобы разрешить смену на {email}',
  'email.secondaryTitle': 'Подтверждение новой почты',
  'email.secondaryIntro': 'Введите код, отправленный на {email}',
  'email.updated': 'Почта обновлена',
}

export default ru
