// Describes the fields a future form will have, as a definition list: a read-only
// preview that cannot be mistaken for a form that submits.
import type { ReactNode } from 'react';

export interface FieldDescription {
  name: string;
  description: ReactNode;
}

export function FieldList({ fields }: { fields: readonly FieldDescription[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {fields.map((field) => (
        <div key={field.name} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-medium text-slate-900">{field.name}</dt>
          <dd className="text-slate-700">{field.description}</dd>
        </div>
      ))}
    </dl>
  );
}
