// `npm run test:vitest`: every Vitest project in two processes side by side, then one report.
//
// Vitest runs a project without file parallelism (the browser tests, `e2e`) as a group of its own
// after every other group, one file at a time. On two cores that left the machine half idle for
// the browser tests' 24 minutes: they wait on pages, chains and services more than they compute.
// Here one process runs the `e2e` project while another runs the others (unit, wagmi2, dom,
// storybook); each writes its own JSON report, and this script merges them into
// `.vitest-results.json`, which .ci/run counts. Each line of the e2e process is prefixed `e2e│ `.
// Arguments are passed to both processes (`npm run test:vitest -- --reporter=dot`).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
const merged = '.vitest-results.json'

const runs = [
  { name: 'others', prefix: '', report: '.vitest-results.others.json', projects: ['unit', 'wagmi2', 'dom', 'storybook'] },
  { name: 'e2e', prefix: 'e2e│ ', report: '.vitest-results.e2e.json', projects: ['e2e'] },
]

/** Copies a stream to `out` line by line, each line prefixed. */
function relay(stream, out, prefix) {
  if (!prefix) return stream.pipe(out)
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`))
}

/** Runs one Vitest process; resolves with its exit code. */
function run({ prefix, report, projects }) {
  rmSync(report, { force: true })
  const args = [vitest, 'run', ...projects.flatMap((project) => ['--project', project]), ...process.argv.slice(2)]
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORTICO_VITEST_REPORT: report }, stdio: ['ignore', 'pipe', 'pipe'] })
  relay(child.stdout, process.stdout, prefix)
  relay(child.stderr, process.stderr, prefix)
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${prefix}vitest could not start: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const started = performance.now()
const codes = await Promise.all(runs.map(run))

// One report of the same shape: counts summed, results side by side. A process that wrote no
// report (it failed before running) fails the run.
const reports = runs.map(({ name, report }) => {
  if (!existsSync(report)) return { name, missing: true }
  const parsed = JSON.parse(readFileSync(report, 'utf8'))
  rmSync(report)
  return { name, parsed }
})
const counted = reports.filter((report) => !report.missing).map((report) => report.parsed)
const sum = (key) => counted.reduce((total, report) => total + (report[key] ?? 0), 0)
writeFileSync(
  merged,
  JSON.stringify({
    numTotalTestSuites: sum('numTotalTestSuites'),
    numPassedTestSuites: sum('numPassedTestSuites'),
    numFailedTestSuites: sum('numFailedTestSuites'),
    numPendingTestSuites: sum('numPendingTestSuites'),
    numTotalTests: sum('numTotalTests'),
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
    startTime: Math.min(...counted.map((report) => report.startTime)),
    success: reports.every((report) => !report.missing && report.parsed.success) && codes.every((code) => code === 0),
    testResults: counted.flatMap((report) => report.testResults ?? []),
  }),
)
for (const report of reports.filter((item) => item.missing)) console.error(`test:vitest: the ${report.name} process wrote no report`)
console.log(`test:vitest: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, in ${Math.round((performance.now() - started) / 1000)} s (${runs.map((item, index) => `${item.name} exit ${codes[index]}`).join(', ')})`)
process.exit(codes.every((code) => code === 0) && reports.every((report) => !report.missing) ? 0 : 1)
