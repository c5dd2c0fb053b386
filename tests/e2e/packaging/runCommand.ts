import { spawn } from 'node:child_process'

/** How `runCommand` runs a program: where, with which extra environment, for how long at most. */
export interface RunOptions {
  cwd: string
  env?: Record<string, string>
  timeoutMs?: number
}

/**
 * The environment for a program run in a host app outside the workspace: this process's, minus
 * what `npm test` puts there about the workspace (its package, script and workspace settings).
 */
export function outsideEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const workspaceOnly = /^npm_(package|lifecycle)_|^npm_config_(workspaces?|include_workspace_root|prefix|local_prefix)$|^INIT_CWD$/i
  return { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !workspaceOnly.test(name))), ...extra }
}

/** Runs a program to its end; resolves with its output, rejects with it when it fails or times out. */
export function runCommand(command: string, args: readonly string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: outsideEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve(output)
      else reject(new Error(`${command} ${args.join(' ')} in ${options.cwd} ended with ${signal ?? `code ${code}`}:\n${output}`))
    })
  })
}
