/** The siwx plugin's messages in Spanish (es): every key of its English catalogue. */
const es: Record<string, string> = {
  'siwx.title': 'Iniciar sesión',
  'siwx.heading': '{app} necesita conectarse a tu billetera',
  'siwx.body': 'Firma este mensaje para demostrar que esta billetera es tuya y continuar.',
  'siwx.requiredNote': 'Si cancelas, se te desconectará.',
  'siwx.sign': 'Firmar',
  'siwx.cancel': 'Cancelar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.declined': 'Firma rechazada',
  'siwx.failed': 'No se pudo completar el inicio de sesión',
  'siwx.initFailed': 'Se produjo un problema al inicializar la autenticación',
  'siwx.thisApp': 'Esta app',
  'siwx.notConnected': 'Conecta una billetera para iniciar sesión.',
  'siwx.account': 'Cuenta',
}

export default es
