const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether `url` is plain HTTP to this machine (a local provider or stand-in), the only place plain HTTP is allowed. */
export function onLoopback(url: URL): boolean {
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}
