/** The names plugin's messages in Polish (pl): every key of its English catalogue. */
const pl: Record<string, string> = {
  'names.feature': 'Nazwa',
  'names.title': 'Wybierz nazwę',
  'names.successTitle': 'Nazwa zarejestrowana',
  'names.label': 'Nazwa',
  'names.intro': 'Nazwa, na którą inni mogą wysyłać zamiast na Twój adres.',
  'names.rule': 'Nazwa portfela ma co najmniej 4 znaki: litery, cyfry lub łączniki',
  'names.checking': 'Sprawdzanie…',
  'names.available': '{name} jest dostępna',
  'names.taken': '{name} jest zajęta',
  'names.checkFailed': 'Nie udało się sprawdzić nazwy. Spróbuj ponownie.',
  'names.suggestions': 'Propozycje',
  'names.register': 'Zarejestruj',
  'names.signing': 'Podpisz rejestrację swoim kontem…',
  'names.registering': 'Rejestrowanie…',
  'names.declined': 'Odrzucono podpis',
  'names.takenNow': 'Ktoś inny zarejestrował tę nazwę wcześniej. Wybierz inną.',
  'names.failed': 'Nie udało się zarejestrować nazwy. Spróbuj ponownie.',
  'names.notOffered': 'Nazwy są dla kont logowania e-mailem lub przez media społecznościowe w sieciach EVM.',
  'names.success': '{name} to teraz nazwa Twojego konta.',
  'names.successHint': 'Inni mogą wysyłać na {name} zamiast na Twój adres.',
  'names.backToAccount': 'Wróć do konta',
}

export default pl
