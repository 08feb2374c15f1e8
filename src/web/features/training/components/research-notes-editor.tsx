// Research notes for a motion: definitions, stakeholders, both sides' best
// arguments and sources, with the research checklist beside them (the same
// checks the server scores) and a download as Markdown or plain text.
import { Check, Download, Plus, Trash2, X } from 'lucide-react';
import type { ResearchNotes } from '#shared/training/contract.ts';
import { RESEARCH_CHECKLIST } from '#shared/training/rubrics.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notesFileName, researchNotesText } from '../attempt-logic.ts';

export function downloadNotes(notes: ResearchNotes, style: 'markdown' | 'text') {
  const blob = new Blob([researchNotesText(notes, style)], {
    type: style === 'markdown' ? 'text/markdown;charset=utf-8' : 'text/plain;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = notesFileName(notes.motion, style === 'markdown' ? 'md' : 'txt');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function NotesDownloads({ notes }: { notes: ResearchNotes }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => downloadNotes(notes, 'markdown')}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Download as Markdown
      </Button>
      <Button variant="secondary" size="sm" onClick={() => downloadNotes(notes, 'text')}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Download as text
      </Button>
    </div>
  );
}

export function ResearchChecklist({ notes }: { notes: ResearchNotes }) {
  return (
    <ul className="space-y-1 text-sm">
      {RESEARCH_CHECKLIST.map((entry) => {
        const isMet = entry.isMet(notes);
        return (
          <li key={entry.id} className="flex items-start gap-2">
            {isMet ? (
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 text-green-700" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 h-4 w-4 text-slate-500" />
            )}
            <span className={isMet ? 'text-slate-900' : 'text-slate-600'}>
              {entry.label} ({entry.points} {entry.points === 1 ? 'point' : 'points'})
              <span className="sr-only">{isMet ? ': done' : ': not yet'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function StringList({
  title,
  itemLabel,
  values,
  onChange,
  multiline = false,
}: {
  title: string;
  itemLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  multiline?: boolean;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">{title}</legend>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
        <div key={index} className="flex items-end gap-2">
          {multiline ? (
            <TextAreaField
              className="flex-1"
              label={`${itemLabel} ${index + 1}`}
              rows={2}
              value={value}
              maxLength={4000}
              onChange={(e) => onChange(values.map((v, i) => (i === index ? e.target.value : v)))}
            />
          ) : (
            <TextField
              className="flex-1"
              label={`${itemLabel} ${index + 1}`}
              value={value}
              maxLength={200}
              onChange={(e) => onChange(values.map((v, i) => (i === index ? e.target.value : v)))}
            />
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...values, ''])}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add {itemLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}

export function ResearchNotesEditor({ notes, onChange }: { notes: ResearchNotes; onChange: (notes: ResearchNotes) => void }) {
  const set = <K extends keyof ResearchNotes>(key: K, value: ResearchNotes[K]) => onChange({ ...notes, [key]: value });
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900">Definitions</legend>
          {notes.definitions.map((definition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
            <div key={index} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <TextField
                label={`Term ${index + 1}`}
                value={definition.term}
                maxLength={120}
                onChange={(e) =>
                  set(
                    'definitions',
                    notes.definitions.map((d, i) => (i === index ? { ...d, term: e.target.value } : d)),
                  )
                }
              />
              <TextField
                label={`Meaning ${index + 1}`}
                value={definition.meaning}
                maxLength={4000}
                onChange={(e) =>
                  set(
                    'definitions',
                    notes.definitions.map((d, i) => (i === index ? { ...d, meaning: e.target.value } : d)),
                  )
                }
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove definition ${index + 1}`}
                onClick={() =>
                  set(
                    'definitions',
                    notes.definitions.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set('definitions', [...notes.definitions, { term: '', meaning: '' }])}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add definition
          </Button>
        </fieldset>
        <StringList
          title="Stakeholders"
          itemLabel="Stakeholder"
          values={notes.stakeholders}
          onChange={(v) => set('stakeholders', v)}
        />
        <StringList
          title="Proposition’s best arguments"
          itemLabel="Proposition argument"
          values={notes.proposition}
          onChange={(v) => set('proposition', v)}
          multiline
        />
        <StringList
          title="Opposition’s best arguments"
          itemLabel="Opposition argument"
          values={notes.opposition}
          onChange={(v) => set('opposition', v)}
          multiline
        />
        <fieldset className="space-y-4">
          <legend className="font-semibold text-slate-900">Sources</legend>
          {notes.sources.map((source, index) => {
            const update = (patch: Partial<typeof source>) =>
              set(
                'sources',
                notes.sources.map((s, i) => (i === index ? { ...s, ...patch } : s)),
              );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
              <div key={index} className="space-y-2 rounded-lg p-3 ring-1 ring-slate-200">
                <TextField
                  label={`Source ${index + 1}: title`}
                  value={source.title}
                  maxLength={300}
                  onChange={(e) => update({ title: e.target.value })}
                />
                <TextField
                  label={`Source ${index + 1}: citation`}
                  hint="Who published it and when, or a link."
                  value={source.citation}
                  maxLength={500}
                  onChange={(e) => update({ citation: e.target.value })}
                />
                <TextField
                  label={`Source ${index + 1}: what it shows`}
                  value={source.note ?? ''}
                  maxLength={4000}
                  onChange={(e) => update({ note: e.target.value })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    set(
                      'sources',
                      notes.sources.filter((_, i) => i !== index),
                    )
                  }
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove source {index + 1}
                </Button>
              </div>
            );
          })}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set('sources', [...notes.sources, { title: '', citation: '', note: '' }])}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add source
          </Button>
        </fieldset>
      </div>
      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">Research checklist</h3>
          <p className="mt-1 text-sm text-slate-600">Your notes are scored on these when you finish.</p>
          <div className="mt-3">
            <ResearchChecklist notes={notes} />
          </div>
        </div>
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">Take your notes with you</h3>
          <p className="mt-1 mb-3 text-sm text-slate-600">Paste them into your flow sheet or keep them for the debate.</p>
          <NotesDownloads notes={notes} />
        </div>
      </aside>
    </div>
  );
}
