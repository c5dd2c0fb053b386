export { receive } from './receive.ts'
