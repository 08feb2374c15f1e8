// My Debates (signed-in users): the debates a user joined and their record.
// Joining debates arrives in a later release, so there is nothing to list yet.
import { MessagesSquare } from 'lucide-react';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="My debates" lead="The debates you are signed up for, and the ones you have already spoken in." />
      <NotAvailableYet icon={MessagesSquare} title="No debates yet">
        Joining debates arrives in an upcoming release. Once you join one, it will appear here with its date, your role and, after
        the round, the judge’s feedback.
      </NotAvailableYet>
      <PlannedList
        items={[
          'See your next debates, soonest first, with the time, place and your side',
          'Get reminders 24 hours and 1 hour before each debate',
          'Look back at past debates with results, scores and feedback',
          'Follow how your record grows over time',
        ]}
      />
    </Container>
  );
}
