import type { ReactNode } from 'react';

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  id: string;
  name?: string;
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  label: ReactNode;
  hint?: ReactNode;
}

/** One radio or checkbox of a group with its label (and the option's hint), in the choices' look. */
export function Choice({ type, id, name, value, checked, onChange, invalid, label, hint }: ChoiceProps) {
  return (
    <div className="choice">
      <input
        className="choice__input"
        type={type}
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid ? true : undefined}
      />
      <label className="choice__label" htmlFor={id}>
        {label}
        {hint ? <span className="hint choice__hint">{hint}</span> : null}
      </label>
    </div>
  );
}
