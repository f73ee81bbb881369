import type { Ref, TextareaHTMLAttributes } from 'react';
import { splitTextControlProps, TextControl, type TextControlProps } from '../field/text-control';

export interface TextAreaProps extends TextControlProps<HTMLTextAreaElement>, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof TextControlProps<HTMLTextAreaElement>> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input carrying the spec's field states, so forms never re-implement them. */
export function TextArea({ rows = 4, ref, ...props }: TextAreaProps) {
  const [control, rest] = splitTextControlProps<HTMLTextAreaElement, typeof props>(props);
  return <TextControl<HTMLTextAreaElement> multiline {...control} render={(element) => <textarea {...rest} {...element} ref={ref} rows={rows} />} />;
}
