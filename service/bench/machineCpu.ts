import { readdirSync, readFileSync } from 'node:fs'

// Linux reports CPU times in clock ticks of 1/100 s (USER_HZ).
const tickMs = 10

/** CPU time used so far, in ms: the whole machine's (busy and in all), and named groups of processes'. */
export interface MachineCpuSample {
  busyMs: number
  totalMs: number
  /** Per group, its processes' user + system time. */
  groups: Record<string, number>
}

/** A process's `/proc/{pid}/stat` fields after its name (state is the first), or undefined when it is gone. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

function pids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
}

/** The user + system ms of the processes. */
function processesMs(processIds: readonly number[]): number {
  return processIds.reduce((sum, pid) => {
    const fields = statOf(pid)
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return sum + (fields ? (Number(fields[11]) + Number(fields[12])) * tickMs : 0)
  }, 0)
}

/** `root` and its children (PostgreSQL's postmaster and its backends). */
export function processTree(root: number): number[] {
  return [root, ...pids().filter((pid) => Number(statOf(pid)?.[1]) === root)]
}

/** The processes whose command line has `flag` followed by `value` (a server started with `--port 8545`). */
export function processesWith(flag: string, value: string): number[] {
  return pids().filter((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      return argv.some((argument, index) => argument === flag && argv[index + 1] === value)
    } catch {
      return false
    }
  })
}

/** Samples the machine's CPU time (`/proc/stat`) and each group's (`groups` names the processes of each). */
export function sampleMachineCpu(groups: Record<string, () => readonly number[]>): MachineCpuSample {
  const [, ...times] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/)
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = times.map(Number)
  const totalTicks = user + nice + system + idle + iowait + irq + softirq + steal
  return {
    busyMs: (totalTicks - idle - iowait) * tickMs,
    totalMs: totalTicks * tickMs,
    groups: Object.fromEntries(Object.entries(groups).map(([name, processIds]) => [name, processesMs(processIds())])),
  }
}
