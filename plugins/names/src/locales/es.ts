/** The names plugin's messages in Spanish (es): every key of its English catalogue. */
const es: Record<string, string> = {
  'names.feature': 'Nombre',
  'names.title': 'Elegir nombre',
  'names.successTitle': 'Nombre registrado',
  'names.label': 'Nombre',
  'names.intro': 'Un nombre al que otros pueden enviar en lugar de a tu dirección.',
  'names.rule': 'Un nombre de billetera tiene al menos 4 caracteres entre letras, dígitos o guiones',
  'names.checking': 'Comprobando…',
  'names.available': '{name} está disponible',
  'names.taken': '{name} está ocupado',
  'names.checkFailed': 'No se pudo comprobar el nombre. Inténtalo de nuevo.',
  'names.suggestions': 'Sugerencias',
  'names.register': 'Registrar',
  'names.signing': 'Firma el registro con tu cuenta…',
  'names.registering': 'Registrando…',
  'names.declined': 'Firma rechazada',
  'names.takenNow': 'Otra persona registró este nombre primero. Elige otro.',
  'names.failed': 'No se pudo registrar el nombre. Inténtalo de nuevo.',
  'names.notOffered': 'Los nombres son para cuentas con inicio de sesión por correo o redes sociales en redes EVM.',
  'names.success': '{name} es ahora el nombre de tu cuenta.',
  'names.successHint': 'Otros pueden enviar a {name} en lugar de a tu dirección.',
  'names.backToAccount': 'Volver a la cuenta',
}

export default es
