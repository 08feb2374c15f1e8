import { useParams } from 'react-router';
import { DebateDetails } from '#web/features/debates/components/debate-details.tsx';
import { DebateQuery } from '#web/features/debates/components/debate-query.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <DebateQuery id={id}>{(debate) => <DebateDetails debate={debate} />}</DebateQuery>;
}
