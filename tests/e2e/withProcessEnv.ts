/**
 * Runs `work` with `env` in `process.env` (Vite reads the variables while it resolves its
 * configuration), then puts each of those variables back as it was, set or not: the browser test
 * files share one process, and no file's variables may reach the next.
 */
export async function withProcessEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  Object.assign(process.env, env)
  try {
    return await work()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name)
      else process.env[name] = value
    }
  }
}
