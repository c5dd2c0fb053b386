/** The receive plugin's messages in Persian (fa): every key of its English catalogue. */
const fa: Record<string, string> = {
  'receive.feature': 'دریافت',
  'receive.title': 'دریافت',
  'receive.qrLabel': 'کد QR نشانی شما {address}',
  'receive.address': 'نشانی شما',
  'receive.networks': 'شبکه‌هایی که می‌توانید روی آن‌ها دریافت کنید',
  'receive.note': 'فقط روی این شبکه‌ها دارایی به این نشانی ارسال کنید: دارایی‌های ارسال‌شده روی شبکه‌های دیگر ممکن است از دست بروند.',
  'receive.notConnected': 'برای دیدن نشانی خود یک کیف پول متصل کنید.',
}

export default fa
