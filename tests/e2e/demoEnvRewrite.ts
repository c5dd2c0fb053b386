/**
 * The rewrite that gives the built demo (`builtDemoSetup`) one harness's addresses: each
 * `"__PORTICO_ENV_<name>__"` placeholder becomes `env[name]` as a string literal, or `undefined`
 * where `env` has none (as `import.meta.env` reads a variable that is not set). A variable of `env`
 * the build holds no placeholder for would silently keep the build's default, so it throws.
 */
export function demoEnvRewrite(env: Record<string, string>, placeholders: readonly string[]): (text: string) => string {
  const missing = Object.keys(env).filter((name) => !placeholders.includes(name))
  if (missing.length > 0) throw new Error(`The built demo has no placeholder for ${missing.join(', ')}: add it to builtDemoSetup's list`)
  return (text) => text.replace(/"__PORTICO_ENV_(\w+?)__"/g, (_, name: string) => (env[name] === undefined ? 'undefined' : JSON.stringify(env[name])))
}
