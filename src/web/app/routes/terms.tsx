// Terms of Service. Written for a self-hostable product: the operator of each
// installation provides the service, so the terms speak of "the operator".
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Prose } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Terms of Service"
        lead="The rules for using this site, in plain language. By creating an account or taking part, you agree to them."
      />
      <Prose>
        <h2>Who provides this service</h2>
        <p>
          This site runs Structured Debate Community, open-source software that anyone can install. The person or organization
          that runs this installation (“the operator”) provides the service and is responsible for it. The operator may add to
          these terms, for example with house rules for a school or club.
        </p>

        <h2>Using the site</h2>
        <ul>
          <li>Anyone may browse public debates, clubs, events and topics without an account.</li>
          <li>
            If you create an account, give a real e-mail address, keep your password to yourself and tell the operator if you
            think someone else has used your account. You are responsible for what is done with it.
          </li>
          <li>One account per person. Do not create accounts for other people without their permission.</li>
          <li>
            If you are below the age at which you can agree to these terms where you live, you need the permission of a parent or
            guardian.
          </li>
        </ul>

        <h2>Community rules</h2>
        <p>Debate is about disagreeing with ideas, not attacking people. When you take part, you agree not to:</p>
        <ul>
          <li>harass, threaten, insult or intimidate anyone, or attack people for who they are;</li>
          <li>publish someone else’s private information;</li>
          <li>pretend to be someone else or misrepresent who you are;</li>
          <li>post spam, advertising or anything unlawful;</li>
          <li>interfere with the site, other people’s accounts or the timing and judging of debates.</li>
        </ul>
        <p>
          Judges agree to decide fairly, on the arguments made in the round, and to step aside from a debate where they have a
          conflict of interest.
        </p>

        <h2>Your content</h2>
        <p>
          You keep ownership of what you write: debate descriptions, topic suggestions, comments and feedback. You allow the
          operator to store it and show it on this site as needed to run the service. If you publish something publicly, other
          visitors can read it.
        </p>

        <h2>Judging and results</h2>
        <p>
          A judge’s decision settles a round. Organizers and the operator may correct clear mistakes, such as a score entered for
          the wrong speaker. Results, ratings and rankings exist to help people improve and recognize good work; they carry no
          prize unless an organizer announces one.
        </p>

        <h2>Moderation</h2>
        <p>
          The operator may edit or remove content, and suspend or close accounts, that break these terms. Where it is safe and
          reasonable to do so, the operator will tell you why.
        </p>

        <h2>Availability and changes to the service</h2>
        <p>
          The service is provided as it is. Many features are still being built (see the{' '}
          <Link to={hrefFor('roadmap')}>roadmap</Link>), and features may change or be removed. The operator does not promise that
          the site will always be available or free of errors and, as far as the law allows, is not liable for indirect losses
          from using it.
        </p>

        <h2>Ending your use</h2>
        <p>
          You can stop using the site at any time and delete your account yourself in Settings. The operator may close accounts
          that seriously or repeatedly break these terms.
        </p>

        <h2>Changes to these terms</h2>
        <p>
          If these terms change in a way that matters, the operator will say so on the site before the change applies. Continuing
          to use the site after that means you accept the new terms.
        </p>

        <h2>Related policies</h2>
        <p>
          How your data is handled is described in the <Link to={hrefFor('privacy')}>privacy policy</Link>, and the cookies used
          in the <Link to={hrefFor('cookies')}>cookie policy</Link>. Questions about these terms go to the operator of this
          installation; see the <Link to={hrefFor('contact')}>contact page</Link>.
        </p>
      </Prose>
    </Container>
  );
}
