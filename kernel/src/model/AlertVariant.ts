/** How serious an alert is. */
export type AlertVariant = 'error' | 'warning' | 'info'
