// "What's What?" (spec section 1): what debates, events and clubs are, the three
// debate types, and a quick-start guide with links.
import { CalendarDays, MessagesSquare, Users, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DebateTypesTable } from '#web/components/content/debate-kinds.tsx';
import { ScrollArea } from '#web/components/ui/scroll-area.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';

const CONCEPTS = [
  { icon: MessagesSquare, name: 'Debates', text: 'Single sessions of 1-2 hours.' },
  { icon: CalendarDays, name: 'Events', text: 'Multi-activity gatherings lasting half a day to a weekend.' },
  { icon: Users, name: 'Clubs', text: 'Ongoing communities that meet weekly or monthly.' },
] as const;

const QUICK_START = [
  { label: 'Browse debates', to: hrefFor('debates'), text: 'See what is coming up and what is live now.' },
  { label: 'Join a quick debate', to: hrefFor('debates'), text: 'Pick a Quick debate: 30-45 minutes, all levels welcome.' },
  { label: 'Find a club', to: hrefFor('clubs'), text: 'Practise every week or month with the same people.' },
  { label: 'Track progress', to: hrefFor('profile'), text: 'Your debates, scores and feedback in one place.' },
] as const;

export function HelpDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          data-testid="help-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none"
        >
          <ScrollArea viewportClassName="max-h-[88dvh]" label="What's What?">
            <div className="p-6 sm:p-8">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-2xl font-bold tracking-tight text-slate-900">What's What?</Dialog.Title>
                  <Dialog.Description className="mt-1 text-slate-600">
                    Debates, events and clubs at a glance, and how to get started.
                  </Dialog.Description>
                </div>
                <Tooltip label="Close help">
                  <Dialog.Close
                    aria-label="Close help"
                    className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden="true" className="h-5 w-5" />
                  </Dialog.Close>
                </Tooltip>
              </div>

              <ul className="mt-6 grid gap-3 sm:grid-cols-3">
                {CONCEPTS.map(({ icon: Icon, name, text }) => (
                  <li key={name} className="rounded-xl bg-brand-50 p-4">
                    <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
                    <h3 className="mt-2 font-semibold text-slate-900">{name}</h3>
                    <p className="mt-1 text-sm text-slate-700">{text}</p>
                  </li>
                ))}
              </ul>

              <h3 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Debate types</h3>
              <DebateTypesTable caption="Debate types" />

              <h3 className="mt-8 text-lg font-semibold text-slate-900">Quick-start guide</h3>
              <ol className="mt-3 grid gap-3 sm:grid-cols-2">
                {QUICK_START.map((step, index) => (
                  <li key={step.label}>
                    <Link
                      to={step.to}
                      onClick={close}
                      className="flex h-full gap-3 rounded-xl p-4 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:ring-brand-200"
                    >
                      <span
                        aria-hidden="true"
                        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                      >
                        {index + 1}
                      </span>
                      <span>
                        <span className="block font-semibold text-brand-800">{step.label}</span>
                        <span className="mt-0.5 block text-sm text-slate-600">{step.text}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ol>
            </div>
          </ScrollArea>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
