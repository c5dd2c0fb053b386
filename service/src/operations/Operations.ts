import type { Logger } from 'pino'
import type { Answer } from '../api/Answer.ts'
import type { ServiceMetrics } from './serviceMetrics.ts'

/** What runs the service in production: its JSON log, its metrics (`/metrics`) and its readiness (`/ready`). */
export interface Operations {
  logger: Logger
  metrics: ServiceMetrics
  ready(): Promise<Answer>
}
