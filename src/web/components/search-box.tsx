// A search form for a list page. The search runs on submit (Enter or the button);
// text over SEARCH_TEXT_MAX (spec section 5) shows the spec's message and is never sent. Emptying
// the box clears an active search at once, so there is no stale filter to undo.
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { VALIDATION_MESSAGES } from '#shared/validation-messages.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from './ui/button.tsx';
import { isSearchTooLong } from './list-params.ts';

export function SearchBox({
  label,
  placeholder,
  initialValue,
  activeSearch,
  onSearch,
  className,
}: {
  /** The accessible name of the form and the input ("Search debates"). */
  label: string;
  placeholder?: string;
  /** The search text in the URL. */
  initialValue: string;
  /** The search currently applied to the list, if any. */
  activeSearch?: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const [value, setValue] = useState(initialValue);
  // A new search from the URL (back button, a shared link) replaces what is typed;
  // adjusted during render rather than by remounting, so the input keeps focus.
  const [appliedInitial, setAppliedInitial] = useState(initialValue);
  if (initialValue !== appliedInitial) {
    setAppliedInitial(initialValue);
    setValue(initialValue);
  }
  const inputId = useId();
  const errorId = useId();
  const tooLong = isSearchTooLong(value);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong) return;
    onSearch(value.trim());
  }

  function handleChange(text: string) {
    setValue(text);
    if (text === '' && activeSearch) onSearch('');
  }

  return (
    <search aria-label={label} className={cn('flex-1', className)}>
      <form onSubmit={handleSubmit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={inputId}
              type="search"
              name="q"
              value={value}
              onChange={(event) => handleChange(event.target.value)}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? errorId : undefined}
              className={cn(
                'h-10 w-full rounded-lg border bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
                tooLong ? 'border-red-600' : 'border-slate-300',
              )}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={tooLong}>
            Search
          </Button>
        </div>
        {tooLong ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {VALIDATION_MESSAGES.searchTooLong}
          </p>
        ) : null}
      </form>
    </search>
  );
}
