/** The email plugin's messages in Ukrainian (uk): every key of its English catalogue. */
const uk: Record<string, string> = {
  'email.label': 'Ел. пошта',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Продовжити',
  'email.invalid': 'Введіть правильну адресу ел. пошти',
  'email.cooldown': 'Спробуйте ще раз через {seconds} с',
  'email.unavailable': 'Не вдалося завантажити компонент входу через ел. пошту',
  'email.otpTitle': 'Підтвердження пошти',
  'email.otpIntro': 'Введіть код, надісланий на {email}',
  'email.otpLabel': 'Код',
  'email.otpSubmit': 'Підтвердити',
  'email.resend': 'Надіслати код знову',
  'email.deviceTitle': 'Реєстрація пристрою',
  'email.deviceIntro': 'Підтвердьте вхід за посиланням, надісланим на {email}',
  'email.deviceWaiting': 'Очікування підтвердження…',
  'email.updateTitle': 'Змінити пошту',
  'email.updateFeature': 'Змінити пошту',
  'email.updateLabel': 'Нова адреса пошти',
  'email.updateSubmit': 'Зберегти',
  'email.primaryTitle': 'Підтвердження поточної пошти',
  'email.primaryIntro': 'Введіть код, надісланий на вашу поточну адресу, щоб дозволити зміну на {email}',
  'email.secondaryTitle': 'Підтвердження нової пошти',
  'email.secondaryIntro': 'Введіть код, надісланий на {email}',
  'email.updated': 'Пошту оновлено',
}

export default uk
