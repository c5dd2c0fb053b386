import { spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const peers = fileURLToPath(new URL('./peers/', import.meta.url))

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/**
 * Installs the peer modals (scripts/sideBySide/peers, its own package.json, no workspace of the
 * root's) when their node_modules is missing or older than the package.json, then builds their two
 * pages with the peers' Vite into peers/dist; resolves with that folder.
 */
export async function buildPeers() {
  const installed = `${peers}node_modules/.package-lock.json`
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(`${peers}package.json`).mtimeMs) {
    console.log('  Installing the peers (scripts/sideBySide/peers)...')
    await run('npm', ['install', '--prefix', peers, '--no-fund', '--no-audit'], peers)
  }
  console.log('  Building the peer pages...')
  await run(process.execPath, [`${peers}node_modules/vite/bin/vite.js`, 'build', '--config', `${peers}vite.config.js`], peers)
  return `${peers}dist`
}
