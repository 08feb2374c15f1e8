// The tournament forms' shared fields: a set of radio buttons with a plain
// explanation under each choice (the odd-teams rule, the pairing, a staff role,
// the status), and the format, rounds and rules as the set-up form and the
// settings form both ask them, and an inline form's submit and cancel buttons.
// A choice that cannot be taken now stays visible, disabled, with the reason
// read with it.
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { ODD_TEAM_RULES, PAIRING_METHODS, PRELIMINARY_ROUNDS_MAX, PRELIMINARY_ROUNDS_MIN } from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ODD_TEAM_CHOICES, PAIRING_CHOICES } from './tournament-labels.ts';

/** The questions the odd-teams and pairing groups answer, the same in set-up and in the settings. */
export const RULE_LEGENDS = {
  oddTeams: 'When the teams do not fill every room',
  pairing: 'How teams on the same points are paired',
} as const;

export interface Choice {
  label: string;
  explanation: string;
}

export function ChoiceGroup<Value extends string>({
  legend,
  values,
  choices,
  field,
  unavailable = {},
  error,
}: {
  legend: string;
  values: readonly Value[];
  choices: Readonly<Record<Value, Choice>>;
  /** react-hook-form's register(name) for the group. */
  field: UseFormRegisterReturn;
  /** Choices that cannot be taken now, with why. */
  unavailable?: Partial<Readonly<Record<Value, string>>>;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 space-y-3">
        {values.map((value) => {
          const reason = unavailable[value];
          return (
            <div key={value} className="flex gap-3">
              <input
                id={`${id}-${value}`}
                type="radio"
                value={value}
                aria-describedby={`${id}-${value}-explanation`}
                className="mt-1 h-4 w-4 accent-brand-700"
                {...field}
                disabled={field.disabled || reason !== undefined}
              />
              <div>
                <label
                  htmlFor={`${id}-${value}`}
                  className={reason === undefined ? 'text-sm font-medium text-slate-900' : 'text-sm font-medium text-slate-600'}
                >
                  {choices[value].label}
                </label>
                <p id={`${id}-${value}-explanation`} className="text-sm text-slate-600">
                  {choices[value].explanation}
                  {reason === undefined ? null : <span className="block font-medium text-slate-700">{reason}</span>}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface RuleField {
  field: UseFormRegisterReturn;
  error?: string;
}

/** The odd-teams rule and the pairing, asked the same way at set-up and in the settings. */
export function RuleChoiceGroups({ oddTeams, pairing }: { oddTeams: RuleField; pairing: RuleField }) {
  return (
    <>
      <ChoiceGroup legend={RULE_LEGENDS.oddTeams} values={ODD_TEAM_RULES} choices={ODD_TEAM_CHOICES} {...oddTeams} />
      <ChoiceGroup legend={RULE_LEGENDS.pairing} values={PAIRING_METHODS} choices={PAIRING_CHOICES} {...pairing} />
    </>
  );
}

/** The format and the number of preliminary rounds, asked the same way at set-up and in the settings. */
export function FormatAndRoundsFields({
  format,
  rounds,
  showHint = true,
}: {
  format: RuleField;
  rounds: RuleField;
  /** The rounds' range, left out when the fields are locked. */
  showHint?: boolean;
}) {
  return (
    <>
      <SelectField
        label="Format"
        aria-required
        error={format.error}
        options={FORMAT_IDS.map((id) => ({ value: id, label: FORMAT_LABELS[id] }))}
        {...format.field}
      />
      <TextField
        label="Preliminary rounds"
        type="number"
        aria-required
        min={PRELIMINARY_ROUNDS_MIN}
        max={PRELIMINARY_ROUNDS_MAX}
        hint={showHint ? `Before the break, ${PRELIMINARY_ROUNDS_MIN} to ${PRELIMINARY_ROUNDS_MAX}.` : undefined}
        error={rounds.error}
        {...rounds.field}
      />
    </>
  );
}

/** An inline form's two buttons: its action (saying so while it runs) and Cancel, which closes it. */
export function SubmitOrCancel({
  label,
  busyLabel,
  isSubmitting,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
