import { useId } from 'react'
import type { InputHTMLAttributes, ReactNode } from 'react'

/** Props of `TextField`: a native input's props, a visible label, and a hint or an error under it. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode
  /** Help under the field; replaced by the error when there is one. */
  hint?: ReactNode
  /** The field's problem; marks it invalid and is announced. */
  error?: ReactNode
  /** Something at the end of the field, such as a Max button. */
  end?: ReactNode
}

/** A labelled text input of the modal, with its hint or error tied to it for screen readers. */
export function TextField({ label, hint, error, end, className, id, ...rest }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? `${generated}-input`
  const noteId = `${generated}-note`
  const note = error ?? hint
  return (
    <div className={['pc-field', className].filter(Boolean).join(' ')} data-state={error ? 'error' : 'idle'}>
      <label className="pc-field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="pc-field-control">
        <input
          {...rest}
          id={inputId}
          className="pc-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={note === undefined ? undefined : noteId}
        />
        {end}
      </div>
      {note !== undefined && (
        <p id={noteId} className="pc-field-note" role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  )
}
