import { makeAutoObservable } from 'mobx'
import { Logger } from '../services/Logger.ts'

/** How serious an alert is. */
export type AlertVariant = 'error' | 'warning' | 'info'

/** One alert shown in the modal's alert bar (SPEC §8). */
export interface Alert {
  /** Stable id: showing an alert with an id already shown replaces it. */
  id: string
  title: string
  message: string
  variant: AlertVariant
}

/** The alerts the modal shows above its views: configuration and service problems. */
export class AlertStore {
  alerts: Alert[] = []
  private readonly logger: Logger

  constructor(logger: Logger = new Logger()) {
    this.logger = logger
    makeAutoObservable<AlertStore, 'logger'>(this, { logger: false }, { autoBind: true })
  }

  /** Shows an alert, replacing one with the same id; also logs it for the host developer. */
  show(alert: Alert): void {
    this.alerts = [...this.alerts.filter((shown) => shown.id !== alert.id), alert]
    if (alert.variant === 'error') this.logger.error(`${alert.title}: ${alert.message}`)
    else if (alert.variant === 'warning') this.logger.warn(`${alert.title}: ${alert.message}`)
  }

  /** Removes the alert with that id. */
  dismiss(id: string): void {
    this.alerts = this.alerts.filter((shown) => shown.id !== id)
  }
}
