// A password input. With `showRules` its hint is the password rules of spec
// section 5 (the one place that text is written); an error replaces it.
import { TextField, type TextFieldProps } from './text-field.tsx';

export const PASSWORD_RULES_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Shows the password rules as the hint (for choosing a new password). */
  showRules?: boolean;
}

export function PasswordField({ showRules = false, hint, autoComplete, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={autoComplete ?? (showRules ? 'new-password' : 'current-password')}
      hint={hint ?? (showRules ? PASSWORD_RULES_HINT : undefined)}
      {...props}
    />
  );
}
