// Runs in every benchmark page before its own scripts (page.addInitScript), reading the options
// a previous init script put in `window.__benchOptions`. It announces a fake EIP-6963 wallet
// ("Bench Wallet"), records Chromium's layout shifts and, from the click on the Connect button
// on, samples every animation frame for `observeMs`: the dialog's layout height (offsetHeight, not
// its transformed rect) and the ordered list of visible wallet rows. With `early`, it clicks the
// button itself in the first animation frame in which the button is in the DOM and enabled. Everything lands in `window.__bench`.
;(() => {
  const options = window.__benchOptions ?? { early: false, observeMs: 3000 }
  const bench = { clickAt: undefined, interactiveAt: undefined, frames: [], shifts: [], done: false }
  window.__bench = bench

  // The wallet, as an extension's content script announces it: once at start, and on each request.
  const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#3b6"/></svg>')}`
  const info = Object.freeze({ uuid: '7f1c2a52-6d0e-4f7e-9a55-3c1b8c1e0b01', name: 'Bench Wallet', icon, rdns: 'com.example.bench' })
  const provider = {
    async request({ method }) {
      if (method === 'eth_chainId') return '0x1'
      if (method === 'eth_accounts') return []
      throw Object.assign(new Error(`Bench Wallet does not support ${method}`), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.shifts.push({ t: entry.startTime, value: entry.value })
  }).observe({ type: 'layout-shift', buffered: true })

  const isOnScreen = (rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight
  const snapshot = (t) => {
    const dialog = document.querySelector('[data-portico-portal] [role="dialog"]')
    const box = dialog?.getBoundingClientRect()
    const shown = dialog !== null && isOnScreen(box) && getComputedStyle(dialog).visibility !== 'hidden'
    const rows = []
    if (shown && dialog.matches('[data-view="Connect"]')) {
      for (const row of dialog.querySelectorAll('.pc-list [data-group]')) {
        if (!isOnScreen(row.getBoundingClientRect())) continue
        const label = row.querySelector('.pc-list-item-label')?.textContent ?? row.textContent
        rows.push(`${row.dataset.group}:${label}`)
      }
    }
    // The layout height: the rect's would count the opening's scale(0.98) as movement.
    return { t, height: shown ? dialog.offsetHeight : undefined, rows }
  }
  const sample = () => {
    const t = performance.now()
    bench.frames.push(snapshot(t))
    if (t - bench.clickAt < options.observeMs) requestAnimationFrame(sample)
    else bench.done = true
  }
  window.addEventListener(
    'click',
    (event) => {
      if (bench.clickAt !== undefined || !(event.target instanceof Element) || !event.target.closest('.pc-connect-button')) return
      bench.clickAt = event.timeStamp
      requestAnimationFrame(sample)
    },
    true,
  )

  if (options.early) {
    const clickWhenUsable = () => {
      const button = document.querySelector('button.pc-connect-button')
      if (button === null || button.disabled) {
        requestAnimationFrame(clickWhenUsable)
        return
      }
      bench.interactiveAt = performance.now()
      performance.mark('bench:click')
      button.click()
    }
    requestAnimationFrame(clickWhenUsable)
  }
})()
