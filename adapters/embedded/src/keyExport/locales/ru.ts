/** The embedded wallet's key export messages in Russian (ru): every key of its English catalogue (keyExportMessages). */
const ru: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Экспорт закрытого ключа',
  'embeddedWallet.exportKeyTitle': 'Экспорт закрытого ключа',
  'embeddedWallet.exportKeyWaiting': 'Подтвердите в защищённом фрейме, чтобы увидеть свой закрытый ключ',
  'embeddedWallet.exportKeyUnavailable': 'Не удалось загрузить компонент входа по эл. почте',
}

export default ru
