// Compiles PorticoToken.sol with solc-js (the `solc` package, no native compiler needed) and
// writes PorticoToken.json: { contractName, compiler, abi, bytecode }. The JSON is committed;
// rebuild it after changing the source with:
//   node tests/harness/contracts/buildToken.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import solc from 'solc'

const sourceUrl = new URL('./PorticoToken.sol', import.meta.url)
const artifactUrl = new URL('./PorticoToken.json', import.meta.url)

const input = {
  language: 'Solidity',
  sources: { 'PorticoToken.sol': { content: readFileSync(sourceUrl, 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    // Paris: no PUSH0 or later opcodes, so the bytecode runs on any hardfork anvil is set to.
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
for (const entry of output.errors ?? []) console.error(entry.formattedMessage)
if (errors.length > 0) process.exit(1)

const contract = output.contracts['PorticoToken.sol'].PorticoToken
const artifact = {
  contractName: 'PorticoToken',
  compiler: `solc ${solc.version()}`,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
writeFileSync(artifactUrl, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`Wrote ${artifactUrl.pathname}`)
