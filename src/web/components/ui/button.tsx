import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-styles.ts';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a Link, an <a>) with button styles. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClassName({ variant, size, className })}
      {...props}
    />
  );
}
