import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Translated message shown under the field and announced to screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, error, hint, ...input }: Props) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      render={(control) => <input {...control} {...input} />}
    />
  );
}
