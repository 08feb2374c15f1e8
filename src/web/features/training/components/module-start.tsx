// One module of an area, as a card: what it asks and, for a member, what to
// choose before starting — a format and position for speeches, a motion from
// the community's topics for work set on one — and the start button. Starting
// needs an account; visitors see the card and the sign-in call to action.
import { Play } from 'lucide-react';
import { useState } from 'react';
import { DEBATE_FORMATS, getFormat } from '#shared/formats/formats.ts';
import type { AttemptDetail, StartAttemptInput, TrainingModuleView } from '#shared/training/contract.ts';
import { skillById } from '#shared/training/skills.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/toast.ts';
import { useStartTrainingAttempt } from '../api/start-training-attempt.ts';
import type { MotionChoice } from '../attempt-logic.ts';

const NEEDS_MOTION = ['free-build', 'research-notes', 'speech', 'mock-debate'];

export function ModuleStart({
  module,
  motions,
  canStart,
  defaultFormatId,
  onStarted,
}: {
  module: TrainingModuleView;
  motions: readonly MotionChoice[];
  canStart: boolean;
  defaultFormatId?: string;
  onStarted: (attempt: AttemptDetail) => void;
}) {
  const start = useStartTrainingAttempt();
  const [formatId, setFormatId] = useState(
    defaultFormatId && getFormat(defaultFormatId) ? defaultFormatId : (DEBATE_FORMATS[0]?.id ?? 'standard'),
  );
  const format = getFormat(formatId);
  const [positionId, setPositionId] = useState(format?.positions[0]?.id ?? '');
  // Empty until chosen: the first motion, a live topic once the topics have loaded.
  const [motion, setMotion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsMotion = NEEDS_MOTION.includes(module.kind);
  const needsPosition = module.kind === 'speech';
  const chosenMotion = motion || motions[0]?.value || '';

  const handleStart = async () => {
    setError(null);
    const input: StartAttemptInput = {
      moduleId: module.id,
      ...(module.needsFormat ? { formatId: formatId as StartAttemptInput['formatId'] } : {}),
      ...(needsPosition && positionId ? { positionId } : {}),
      ...(needsMotion && chosenMotion ? { motion: chosenMotion } : {}),
    };
    try {
      onStarted(await start.mutateAsync(input));
    } catch (err) {
      if (err instanceof ApiRequestError && err.status < 500) {
        setError(Object.values(err.fields ?? {})[0]?.[0] ?? err.message);
      } else notifyError(err);
    }
  };

  const topics = motions.filter((m) => m.group === 'topics');
  const practice = motions.filter((m) => m.group === 'practice');
  const headingId = `module-${module.id}`;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {module.label}
        </h3>
        <p className="mt-1 text-slate-700">{module.description}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {module.itemsPerAttempt > 0 ? <Badge>{module.itemsPerAttempt} questions</Badge> : null}
          {module.timeLimitSeconds ? <Badge tone="warning">{module.timeLimitSeconds} s per question</Badge> : null}
          {module.skills.map((skill) => (
            <Badge key={skill} tone="brand">
              {skillById(skill)?.label ?? skill}
            </Badge>
          ))}
        </div>
      </div>
      {canStart ? (
        <div className="mt-auto space-y-3">
          {module.needsFormat ? (
            <SelectField
              label="Format"
              value={formatId}
              onChange={(e) => {
                setFormatId(e.target.value);
                setPositionId(getFormat(e.target.value)?.positions[0]?.id ?? '');
              }}
              options={DEBATE_FORMATS.map((f) => ({ value: f.id, label: f.label }))}
            />
          ) : null}
          {needsPosition && format ? (
            <SelectField
              label="Position"
              value={positionId}
              onChange={(e) => setPositionId(e.target.value)}
              options={format.positions.map((p) => ({ value: p.id, label: p.label }))}
            />
          ) : null}
          {needsMotion && motions.length ? (
            <SelectField label="Motion" value={chosenMotion} onChange={(e) => setMotion(e.target.value)}>
              {topics.length ? (
                <optgroup label="The community’s topics">
                  {topics.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.value}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label="Practice motions">
                {practice.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.value}
                  </option>
                ))}
              </optgroup>
            </SelectField>
          ) : null}
          <Button onClick={() => void handleStart()} disabled={start.isPending}>
            <Play aria-hidden="true" className="h-4 w-4" />
            {start.isPending ? 'Starting…' : `Start: ${module.label}`}
          </Button>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
