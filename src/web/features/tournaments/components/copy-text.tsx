// A value to copy (a join code, an invitation link) with its copy button; where
// the clipboard is refused, the toast shows the value to copy by hand.
import { Copy } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';

export function CopyText({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success({ title: 'Copied', description: `${label} is on your clipboard.` });
    } catch {
      notify.info({ title: `Copy the ${label.toLowerCase()}`, description: value });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code data-testid={testId} className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900">
        {value}
      </code>
      <Button variant="secondary" size="sm" onClick={handleCopy}>
        <Copy aria-hidden="true" className="h-4 w-4" />
        Copy {label.toLowerCase()}
      </Button>
    </div>
  );
}
