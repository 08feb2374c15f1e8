// The breadcrumbs of an error report as a timeline, oldest first, ending at the
// error: each navigation, click and request with its time and, for a request,
// its status (failed answers stand out) and duration.
import { ArrowRightLeft, Compass, MousePointerClick, TriangleAlert } from 'lucide-react';
import type { Breadcrumb } from '#shared/analytics/client-errors.ts';
import { cn } from '#web/lib/cn.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function describeCrumb(crumb: Breadcrumb): { kind: string; text: string; isFailure: boolean } {
  if (crumb.type === 'navigation') return { kind: 'Navigation', text: crumb.path, isFailure: false };
  if (crumb.type === 'click') return { kind: 'Click', text: crumb.target, isFailure: false };
  const status = crumb.status === 0 ? 'no answer' : String(crumb.status);
  return {
    kind: 'Request',
    text: `${crumb.method} ${crumb.path} → ${status} in ${crumb.ms} ms`,
    isFailure: crumb.status === 0 || crumb.status >= 400,
  };
}

const ICONS = { navigation: Compass, click: MousePointerClick, request: ArrowRightLeft } as const;

export function BreadcrumbTimeline({ breadcrumbs, errorAt }: { breadcrumbs: Breadcrumb[]; errorAt: string }) {
  if (breadcrumbs.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No breadcrumbs: the report came from the server, or before the page had recorded any.
      </p>
    );
  }
  return (
    <ol aria-label="Breadcrumbs, oldest first" className="relative space-y-3 border-l border-slate-300 pl-6">
      {breadcrumbs.map((crumb, index) => {
        const { kind, text, isFailure } = describeCrumb(crumb);
        const Icon = ICONS[crumb.type];
        const at = new Date(crumb.at);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail is a fixed list; two steps may be identical.
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-0.5 -left-[2.1rem] flex h-6 w-6 items-center justify-center rounded-full ring-2 ring-white',
                isFailure ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700',
              )}
            >
              <Icon className="h-3.5 w-3.5" />
            </span>
            <p className="text-sm">
              <time dateTime={at.toISOString()} className="mr-2 font-mono text-xs text-slate-600 tabular-nums">
                {timeFormat.format(at)}
              </time>
              <span className="font-medium text-slate-900">{kind}</span>{' '}
              <span className={cn('break-all', isFailure ? 'text-red-800' : 'text-slate-700')}>{text}</span>
              {isFailure ? <span className="sr-only"> (failed)</span> : null}
            </p>
          </li>
        );
      })}
      <li className="relative">
        <span
          aria-hidden="true"
          className="absolute top-0.5 -left-[2.1rem] flex h-6 w-6 items-center justify-center rounded-full bg-red-700 text-white ring-2 ring-white"
        >
          <TriangleAlert className="h-3.5 w-3.5" />
        </span>
        <p className="text-sm font-semibold text-red-800">
          <time dateTime={errorAt} className="mr-2 font-mono text-xs tabular-nums">
            {timeFormat.format(new Date(errorAt))}
          </time>
          The error
        </p>
      </li>
    </ol>
  );
}
