// Backup codes, shown once after they are made: each signs in once when the
// authenticator app is not at hand. Copy and download make keeping them easy.
import { Copy, Download } from 'lucide-react';
import { SITE_NAME } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';
import { backupCodesFile } from './settings-schemas.ts';

export function BackupCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const text = backupCodesFile(codes, SITE_NAME, email);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success({ title: 'Backup codes copied', description: 'Paste them somewhere safe, such as a password manager.' });
    } catch {
      notify.error({ title: 'Could not copy', description: 'Select the codes and copy them, or download them instead.' });
    }
  };

  return (
    <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5" data-testid="backup-codes">
      <p className="font-semibold text-amber-950">Save your backup codes now</p>
      <p className="mt-1 text-sm text-amber-950">
        Each code signs you in once if you lose your phone. They are shown only this once.
      </p>
      <ul aria-label="Backup codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-2.5 py-1.5 text-center text-slate-900 ring-1 ring-amber-200">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy codes
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="sdc-backup-codes.txt">
            <Download aria-hidden="true" className="h-4 w-4" />
            Download codes
          </a>
        </Button>
      </div>
    </div>
  );
}
