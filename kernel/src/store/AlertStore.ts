import { makeAutoObservable } from 'mobx'
import type { MessageValues } from '../model/MessageValues.ts'
import type { Logger } from '../services/Logger.ts'
import type { Alert } from '../model/Alert.ts'

/** Translates an alert's title or message, for the developer's log. */
type AlertTranslate = (key: string, values?: MessageValues) => string

/** The alerts the modal shows above its views: configuration and service problems. */
export class AlertStore {
  alerts: Alert[] = []
  private readonly logger: Logger
  private readonly translate: AlertTranslate

  constructor(logger: Logger, translate: AlertTranslate) {
    this.logger = logger
    this.translate = translate
    makeAutoObservable<AlertStore, 'logger' | 'translate'>(this, { logger: false, translate: false }, { autoBind: true })
  }

  /** Shows an alert, replacing one with the same id; also logs it for the host developer. */
  show(alert: Alert): void {
    this.alerts = [...this.alerts.filter((shown) => shown.id !== alert.id), alert]
    const text = `${this.translate(alert.title, alert.values)}: ${this.translate(alert.message, alert.values)}`
    if (alert.variant === 'error') this.logger.error(text)
    else if (alert.variant === 'warning') this.logger.warn(text)
  }

  /** Removes the alert with that id. */
  dismiss(id: string): void {
    this.alerts = this.alerts.filter((shown) => shown.id !== id)
  }
}
