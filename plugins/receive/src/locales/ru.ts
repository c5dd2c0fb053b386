/** The receive plugin's messages in Russian (ru): every key of its English catalogue. */
const ru: Record<string, string> = {
  'receive.feature': 'Получить',
  'receive.title': 'Получение',
  'receive.qrLabel': 'QR-код вашего адреса {address}',
  'receive.address': 'Ваш адрес',
  'receive.networks': 'Сети, в которых можно получать',
  'receive.note': 'Отправляйте активы на этот адрес только в этих сетях: активы, отправленные в других сетях, могут быть потеряны.',
  'receive.notConnected': 'Подключите кошелёк, чтобы увидеть свой адрес.',
}

export default ru
