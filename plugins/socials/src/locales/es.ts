/** The socials plugin's messages in Spanish (es): every key of its English catalogue. */
const es: Record<string, string> = {
  'socials.continueWith': 'Continuar con {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Inicia sesión con una cuenta social',
  'socials.connectingTitle': 'Iniciar sesión',
  'socials.continueInPopup': 'Continúa en la ventana de {provider}',
  'socials.popupHint': 'Inicia sesión allí; esta ventana seguirá cuando termines.',
  'socials.declined': 'Inicio de sesión cancelado',
  'socials.declinedHint': 'La ventana de inicio de sesión se cerró antes de terminar.',
  'socials.failed': 'Error al iniciar sesión',
  'socials.retry': 'Intentar de nuevo',
  'socials.popupBlocked': 'No se pudo abrir la ventana de inicio de sesión: permite las ventanas emergentes en este sitio e inténtalo de nuevo.',
  'socials.unavailable': 'No se pudo cargar el componente de inicio de sesión por correo',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Preparando el enlace de Farcaster…',
  'socials.farcasterScan': 'Escanea con tu teléfono',
  'socials.farcasterHint': 'Escanea este código con la app de Farcaster o abre el enlace en este dispositivo.',
  'socials.farcasterQr': 'Código QR de Farcaster',
  'socials.farcasterOpen': 'Abrir el enlace',
}

export default es
