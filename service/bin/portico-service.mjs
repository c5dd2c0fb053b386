#!/usr/bin/env node
// `npx portico-service --config portico.config.json`: starts the Portico service with that
// configuration (default ./portico.config.json), prints its URL, and stops cleanly on Ctrl+C or
// SIGTERM. Plain Node 20 JavaScript: it runs the built package (../dist/index.js).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const usage = `Usage: portico-service [--config <file>] [--port <port>]

  --config <file>  the service configuration (default: ./portico.config.json)
  --port <port>    overrides the configuration's port
  --help           prints this`

function fail(message) {
  console.error(`portico-service: ${message}`)
  process.exit(1)
}

function parseArguments(argv) {
  const options = { config: 'portico.config.json' }
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]
    const [name, inline] = argument.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s, 2) : [argument, undefined]
    const value = () => inline ?? argv[(index += 1)] ?? fail(`${name} needs a value\n\n${usage}`)
    if (name === '--help' || name === '-h') {
      console.log(usage)
      process.exit(0)
    } else if (name === '--config' || name === '-c') options.config = value()
    else if (name === '--port' || name === '-p') {
      const port = Number(value())
      if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number\n\n${usage}`)
      options.port = port
    } else fail(`unknown argument ${argument}\n\n${usage}`)
  }
  return options
}

const options = parseArguments(process.argv.slice(2))
const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url))
if (!existsSync(entry)) {
  fail(`the service is not built (${entry} is missing): run \`npm run build\` at the repository's root, or \`node scripts/buildPackage.mjs service\``)
}
const configPath = resolve(options.config)
let config
try {
  config = JSON.parse(readFileSync(configPath, 'utf8'))
} catch (error) {
  fail(`${configPath} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`)
}

const { startService } = await import(pathToFileURL(entry).href)
let service
try {
  service = await startService({ config, configDirectory: dirname(configPath), logLevel: process.env.PORTICO_LOG_LEVEL ?? 'info', ...(options.port === undefined ? {} : { port: options.port }) })
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
console.log(`Portico service: ${service.url} (port ${service.port}, database: ${service.database.kind}, config: ${configPath})`)
if (service.frameUrl) console.log(`Portico secure frame: ${service.frameUrl}`)

let stopping = false
async function stop() {
  // A second signal: exit at once.
  if (stopping) process.exit(130)
  stopping = true
  console.log('Stopping...')
  try {
    await service.stop()
    process.exit(0)
  } catch (error) {
    console.error(error)
    process.exit(1)
  }
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
