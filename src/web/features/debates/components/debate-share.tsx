// Share a debate (the Web Share API where the device has it, otherwise copy the
// link) and add it to a calendar (an .ics file from the server).
import { CalendarPlus, Pencil, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { getDebateCalendarFile } from '#shared/debates/operations.ts';
import { operationPath } from '#shared/operation.ts';
import { hrefFor } from '#shared/routes.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { track } from '#web/lib/analytics.ts';
import { notify } from '#web/lib/toast.ts';
import type { Debate } from '../types.ts';

export function DebateShare({ debate }: { debate: Debate }) {
  const url = `${window.location.origin}${hrefFor('debate', { id: debate.id })}`;

  const shared = (platform: string) => track('share', { platform, target_type: 'debate', target_id: debate.id });

  const handleShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: debate.title, text: debate.topic, url });
        shared('native');
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      shared('clipboard');
      notify.success({ title: 'Link copied', description: 'Paste it anywhere to share this debate.' });
    } catch {
      notify.info({ title: 'Copy this link', description: url });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={handleShare}>
        <Share2 aria-hidden="true" className="mr-1.5 h-4 w-4" />
        Share
      </Button>
      <a
        href={operationPath(getDebateCalendarFile, { id: debate.id })}
        download={`debate-${debate.id}.ics`}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
      >
        <CalendarPlus aria-hidden="true" className="mr-1.5 h-4 w-4" />
        Add to calendar
      </a>
      {debate.viewer.canEdit && debate.status === 'scheduled' ? (
        <Link to={hrefFor('debate-edit', { id: debate.id })} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          <Pencil aria-hidden="true" className="mr-1.5 h-4 w-4" />
          Edit
        </Link>
      ) : null}
    </div>
  );
}
