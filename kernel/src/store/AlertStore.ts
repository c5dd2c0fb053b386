import { makeAutoObservable } from 'mobx'

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

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /** Shows an alert, replacing one with the same id; also logs it for the host developer. */
  show(alert: Alert): void {
    this.alerts = [...this.alerts.filter((shown) => shown.id !== alert.id), alert]
    const log = alert.variant === 'error' ? console.error : console.warn
    if (alert.variant !== 'info') log(`[Portico] ${alert.title}: ${alert.message}`)
  }

  /** Removes the alert with that id. */
  dismiss(id: string): void {
    this.alerts = this.alerts.filter((shown) => shown.id !== id)
  }
}
