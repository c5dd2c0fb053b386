// Browser tests drive Debian's Chromium at /usr/bin/chromium. On a fresh machine (as root) this
// installs it with apt-get; elsewhere it says what to install.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Chromium at ${CHROMIUM}: install Debian's package "chromium" (sudo apt-get install chromium).`)
    process.exit(1)
  }
  console.log(`Installing Debian's chromium for the browser tests...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
}
