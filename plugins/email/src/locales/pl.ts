/** The email plugin's messages in Polish (pl): every key of its English catalogue. */
const pl: Record<string, string> = {
  'email.label': 'E-mail',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Dalej',
  'email.invalid': 'Wpisz prawidłowy adres e-mail',
  'email.cooldown': 'Spróbuj ponownie za {seconds} s',
  'email.unavailable': 'Nie udało się wczytać modułu logowania e-mailem',
  'email.otpTitle': 'Potwierdź e-mail',
  'email.otpIntro': 'Wpisz kod wysłany na {email}',
  'email.otpLabel': 'Kod',
  'email.otpSubmit': 'Potwierdź',
  'email.resend': 'Wyślij kod ponownie',
  'email.deviceTitle': 'Zarejestruj urządzenie',
  'email.deviceIntro': 'Zatwierdź logowanie linkiem wysłanym na {email}',
  'email.deviceWaiting': 'Oczekiwanie na zatwierdzenie…',
  'email.updateTitle': 'Zmień e-mail',
  'email.updateFeature': 'Zmień e-mail',
  'email.updateLabel': 'Nowy e-mail',
  'email.updateSubmit': 'Zapisz',
  'email.primaryTitle': 'Potwierdź obecny e-mail',
  'email.primaryIntro': 'Wpisz kod wysłany na obecny adres, aby zezwolić na zmianę na {email}',
  'email.secondaryTitle': 'Potwierdź nowy e-mail',
  'email.secondaryIntro': 'Wpisz kod wysłany na {email}',
  'email.updated': 'Zaktualizowano e-mail',
}

export default pl
