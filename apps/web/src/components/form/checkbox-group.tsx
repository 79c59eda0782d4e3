import type { ReactNode } from 'react';
import { Choice } from './choice.tsx';
import { Fieldset } from './fieldset.tsx';
import { fieldId } from './form-field.tsx';
import './choices.css';

export interface CheckboxGroupOption {
  value: string;
  label: string;
  hint?: string;
  /** Options shown indented under this one (sub-categories); each may be chosen on its own. */
  children?: readonly CheckboxGroupOption[];
  /** Shown beneath the option while it is ticked (a write-in, for instance). */
  reveal?: ReactNode;
}

interface CheckboxGroupProps {
  name: string;
  legend: ReactNode;
  /** On a question page the legend is the page heading (GOV.UK pattern). */
  legendAsHeading?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly CheckboxGroupOption[];
  /** An answer that stands alone ("I do not wish to provide …"): after an "or", ticking it clears the others. */
  exclusive?: CheckboxGroupOption;
  values: readonly string[];
  onChange: (values: string[]) => void;
}

/**
 * A fieldset of checkboxes for a question that takes several answers. The first box carries the field's id, so the
 * error summary's link focuses the group; an exclusive answer clears the others and is cleared by them (GOV.UK's
 * "none of these" pattern), so the form cannot hold a combination the server refuses.
 */
export function CheckboxGroup({
  name,
  legend,
  legendAsHeading,
  hint,
  error,
  options,
  exclusive,
  values,
  onChange,
}: CheckboxGroupProps) {
  const id = fieldId(name);
  let index = 0;

  function toggle(value: string, checked: boolean) {
    if (exclusive && value === exclusive.value) return onChange(checked ? [value] : []);
    const others = values.filter((v) => v !== value && v !== exclusive?.value);
    onChange(checked ? [...others, value] : others);
  }

  function box(option: CheckboxGroupOption): ReactNode {
    const optionId = index === 0 ? id : `${id}-${option.value.toLowerCase()}`;
    index += 1;
    const checked = values.includes(option.value);
    return (
      <div key={option.value} className="choice-item">
        <Choice
          type="checkbox"
          id={optionId}
          name={name}
          value={option.value}
          checked={checked}
          onChange={(on) => toggle(option.value, on)}
          invalid={Boolean(error)}
          label={option.label}
          hint={option.hint}
        />
        {checked && option.reveal ? <div className="choice__reveal">{option.reveal}</div> : null}
        {option.children ? (
          <div className="choices choices--nested">{option.children.map((child) => box(child))}</div>
        ) : null}
      </div>
    );
  }

  return (
    <Fieldset name={name} legend={legend} legendAsHeading={legendAsHeading} hint={hint} error={error}>
      <div className="choices">
        {options.map((option) => box(option))}
        {exclusive ? (
          <>
            <p className="choices__or">or</p>
            {box(exclusive)}
          </>
        ) : null}
      </div>
    </Fieldset>
  );
}
