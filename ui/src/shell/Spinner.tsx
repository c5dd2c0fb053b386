import { Icon } from './Icon.tsx'

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** The accessible name, such as "Loading". */
  label: string
  size?: number
}

/** A loading indicator announced politely to assistive technology. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  return (
    <span className="pc-spinner" role="status" data-state="loading">
      <Icon name="spinner" size={size} label={label} />
    </span>
  )
}
