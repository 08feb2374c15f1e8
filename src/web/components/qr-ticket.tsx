// A check-in ticket: the code as a QR image for a desk's camera, and in text
// under it for a desk that types. Events and tournaments show the same ticket.
// `qrcode` loads with the pages that show a ticket, never the app shell.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** `code` is what the QR holds; `displayCode` is how people read and type it (e.g. ABCDE-FGHJK). */
export function QrTicket({ code, displayCode = code }: { code: string; displayCode?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(code, { margin: 1, width: 192 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <figure className="mt-4 text-center">
      {src ? <img src={src} width={192} height={192} alt={`Check-in QR code ${displayCode}`} className="mx-auto" /> : null}
      <figcaption className="mt-2 text-sm text-slate-700">
        Your check-in code: <strong data-testid="check-in-code">{displayCode}</strong>
      </figcaption>
    </figure>
  );
}
