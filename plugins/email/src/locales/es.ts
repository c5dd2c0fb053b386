/** The email plugin's messages in Spanish (es): every key of its English catalogue. */
const es: Record<string, string> = {
  'email.label': 'Correo electrónico',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Continuar',
  'email.invalid': 'Introduce un correo electrónico válido',
  'email.cooldown': 'Vuelve a intentarlo en {seconds} segundos',
  'email.unavailable': 'No se pudo cargar el componente de inicio de sesión por correo',
  'email.otpTitle': 'Confirmar correo',
  'email.otpIntro': 'Introduce el código que enviamos a {email}',
  'email.otpLabel': 'Código',
  'email.otpSubmit': 'Confirmar',
  'email.resend': 'Reenviar código',
  'email.deviceTitle': 'Registrar dispositivo',
  'email.deviceIntro': 'Aprueba el inicio de sesión desde el enlace que enviamos a {email}',
  'email.deviceWaiting': 'Esperando la aprobación…',
  'email.updateTitle': 'Editar correo',
  'email.updateFeature': 'Editar correo',
  'email.updateLabel': 'Nuevo correo',
  'email.updateSubmit': 'Guardar',
  'email.primaryTitle': 'Confirmar correo actual',
  'email.primaryIntro': 'Introduce el código que enviamos a tu dirección actual para permitir el cambio a {email}',
  'email.secondaryTitle': 'Confirmar nuevo correo',
  'email.secondaryIntro': 'Introduce el código que enviamos a {email}',
  'email.updated': 'Correo actualizado',
}

export default es
