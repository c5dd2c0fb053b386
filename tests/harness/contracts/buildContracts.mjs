// Compiles the harness's contracts with solc-js (the `solc` package, no native compiler needed)
// and writes one <Name>.json per contract: { contractName, compiler, abi, bytecode }. The JSON
// files are committed; rebuild them after changing a source with:
//   node tests/harness/contracts/buildContracts.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import solc from 'solc'

const contractNames = ['PorticoToken', 'TestNameResolver', 'PorticoCollection', 'PorticoDollar']

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(contractNames.map((name) => [`${name}.sol`, { content: readFileSync(new URL(`./${name}.sol`, import.meta.url), 'utf8') }])),
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

for (const name of contractNames) {
  const contract = output.contracts[`${name}.sol`][name]
  const artifact = { contractName: name, compiler: `solc ${solc.version()}`, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  const artifactUrl = new URL(`./${name}.json`, import.meta.url)
  writeFileSync(artifactUrl, `${JSON.stringify(artifact, null, 2)}\n`)
  console.log(`Wrote ${artifactUrl.pathname}`)
}
