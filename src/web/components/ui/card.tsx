import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200', className)} {...props} />;
}
