import type { InputHTMLAttributes, Ref } from 'react';
import { splitTextControlProps, TextControl, type TextControlProps } from '../field/text-control';

export interface TextFieldProps extends TextControlProps<HTMLInputElement>, Omit<InputHTMLAttributes<HTMLInputElement>, keyof TextControlProps<HTMLInputElement> | 'size'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input carrying the spec's field states, so forms never re-implement them. */
export function TextField({ type = 'text', ref, ...props }: TextFieldProps) {
  const [control, rest] = splitTextControlProps<HTMLInputElement, typeof props>(props);
  return <TextControl<HTMLInputElement> {...control} render={(element) => <input {...rest} {...element} ref={ref} type={type} />} />;
}
