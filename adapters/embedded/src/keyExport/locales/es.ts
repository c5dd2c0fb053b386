/** The embedded wallet's key export messages in Spanish (es): every key of its English catalogue (keyExportMessages). */
const es: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Exportar clave privada',
  'embeddedWallet.exportKeyTitle': 'Exportar clave privada',
  'embeddedWallet.exportKeyWaiting': 'Confirma en el marco seguro para ver tu clave privada',
  'embeddedWallet.exportKeyUnavailable': 'No se pudo cargar el componente de inicio de sesión por correo',
}

export default es
