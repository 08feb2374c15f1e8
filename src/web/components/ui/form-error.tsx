// The form-level error: what went wrong that belongs to no one field (a server
// message for an unknown field, a failed sign-in). Announced when it appears.
import { cn } from '#web/lib/cn.ts';

export function FormError({
  message,
  className,
  'data-testid': testId,
}: {
  message: string | null | undefined;
  className?: string;
  'data-testid'?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className={cn('rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800', className)}
    >
      {message}
    </p>
  );
}
