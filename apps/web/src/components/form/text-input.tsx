import type { ComponentProps } from 'react';

/** A text input styled for the form pattern; pair it with <FormField> for label and error wiring. */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={className ? `input ${className}` : 'input'} {...props} />;
}
