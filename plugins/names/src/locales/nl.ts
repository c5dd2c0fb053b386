/** The names plugin's messages in Dutch (nl): every key of its English catalogue. */
const nl: Record<string, string> = {
  'names.feature': 'Naam',
  'names.title': 'Naam kiezen',
  'names.successTitle': 'Naam geregistreerd',
  'names.label': 'Naam',
  'names.intro': 'Een naam waar anderen naar kunnen sturen in plaats van naar je adres.',
  'names.rule': 'Een walletnaam heeft minstens 4 tekens van letters, cijfers of koppeltekens',
  'names.checking': 'Controleren…',
  'names.available': '{name} is beschikbaar',
  'names.taken': '{name} is bezet',
  'names.checkFailed': 'De naam kon niet worden gecontroleerd. Probeer het opnieuw.',
  'names.suggestions': 'Suggesties',
  'names.register': 'Registreren',
  'names.signing': 'Onderteken de registratie met je account…',
  'names.registering': 'Registreren…',
  'names.declined': 'Handtekening geweigerd',
  'names.takenNow': 'Iemand anders heeft deze naam eerder geregistreerd. Kies een andere.',
  'names.failed': 'De naam kon niet worden geregistreerd. Probeer het opnieuw.',
  'names.notOffered': 'Namen zijn voor accounts met e-mail- of sociale login op EVM-netwerken.',
  'names.success': '{name} is nu de naam van je account.',
  'names.successHint': 'Anderen kunnen naar {name} sturen in plaats van naar je adres.',
  'names.backToAccount': 'Terug naar account',
}

export default nl
