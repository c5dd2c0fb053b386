/** The embedded wallet's key export messages in Ukrainian (uk): every key of its English catalogue (keyExportMessages). */
const uk: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Експорт закритого ключа',
  'embeddedWallet.exportKeyTitle': 'Експорт закритого ключа',
  'embeddedWallet.exportKeyWaiting': 'Підтвердьте в захищеному фреймі, щоб побачити свій закритий ключ',
  'embeddedWallet.exportKeyUnavailable': 'Не вдалося завантажити компонент входу через ел. пошту',
}

export default uk
