// A rendered mail as its recipient sees it: the HTML in a sandboxed frame
// (srcdoc, sandbox="" — no script, no same-origin, no forms, no navigation of
// this page), its subject, and the plain-text part on request.
import type { RenderedEmail } from '#shared/admin/emails/contract.ts';

export function EmailPreview({ mail, label }: { mail: RenderedEmail; label: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Subject:</span> <span data-testid="preview-subject">{mail.subject}</span>
      </p>
      <iframe
        title={label}
        srcDoc={mail.html}
        sandbox=""
        referrerPolicy="no-referrer"
        className="h-[32rem] w-full rounded-lg bg-white ring-1 ring-slate-200"
      />
      <details className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
        <summary className="cursor-pointer font-medium text-slate-800">Plain-text part</summary>
        <pre className="mt-2 max-h-80 overflow-auto text-xs whitespace-pre-wrap text-slate-800">{mail.text}</pre>
      </details>
    </div>
  );
}
