// The training dashboard (spec section 1): progress, streak and what to
// practise next for a member; the nine areas for everyone.
import { TrainingDashboard } from '#web/features/training/components/training-dashboard.tsx';

export function Component() {
  return <TrainingDashboard />;
}
