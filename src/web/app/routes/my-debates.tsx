// My Debates (signed-in users): the next five debates first (spec section 7's
// upcoming debates), then everything upcoming and everything past.
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { MyDebatesList } from '#web/features/debates/components/my-debates-list.tsx';
import { UPCOMING_DEBATES_CACHED } from '#shared/constants.ts';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="My debates" lead="The debates you are signed up for, and the ones you have already taken part in." />
      <div className="mb-8">
        <Link to={hrefFor('create-debate')} className={buttonClassName()}>
          Create a debate
        </Link>
      </div>
      <section aria-labelledby="upcoming-heading" className="space-y-3">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          Coming up
        </h2>
        <p className="text-sm text-slate-600">
          Your next {UPCOMING_DEBATES_CACHED} debates, soonest first. Reminders arrive 24 hours and 1 hour before each.
        </p>
        <MyDebatesList
          when="upcoming"
          limit={UPCOMING_DEBATES_CACHED}
          emptyText="Join a debate and it will appear here with its time and your role."
        />
      </section>
      <section aria-labelledby="all-upcoming-heading" className="mt-10 space-y-3">
        <h2 id="all-upcoming-heading" className="text-xl font-semibold text-slate-900">
          All upcoming
        </h2>
        <MyDebatesList when="upcoming" emptyText="Nothing scheduled yet." />
      </section>
      <section aria-labelledby="past-heading" className="mt-10 space-y-3">
        <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
          Past debates
        </h2>
        <MyDebatesList when="past" emptyText="Debates you took part in appear here once they are over." />
      </section>
    </Container>
  );
}
