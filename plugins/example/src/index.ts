export { example } from './example.ts'
export type { ExampleOptions } from './example.ts'
