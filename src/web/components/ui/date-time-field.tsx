// A date and time typed as wall-clock time (<input type="datetime-local">), or a
// date or a time alone; label, hint and error wired like every other field.
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface DateTimeFieldProps extends Omit<TextFieldProps, 'type'> {
  type?: 'datetime-local' | 'date' | 'time';
}

export function DateTimeField({ type = 'datetime-local', ...props }: DateTimeFieldProps) {
  return <TextField type={type} {...props} />;
}
