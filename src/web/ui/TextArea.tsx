import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled multi-line field; its error or hint is tied to it with aria-describedby. */
export function TextArea({ label, error, hint, ...textarea }: Props) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      render={(control) => <textarea {...control} {...textarea} />}
    />
  );
}
