// A rendered mail as its recipient sees it: the HTML in a sandboxed frame
// (srcdoc, sandbox="" — no script, no same-origin, no forms, no navigation of this page).
export function EmailFrame({ mail, label }: { mail: { subject: string; html: string; text: string }; label: string }) {
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
    </div>
  );
}
