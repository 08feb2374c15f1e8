// Privacy Policy. Keep it accurate to what the software stores (see the Drizzle
// schema and the auth set-up): change this page in the same commit as a change
// to what is collected.
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Prose } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { AnalyticsSwitch } from '#web/features/analytics/components/analytics-switch.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Privacy Policy"
        lead="What this site stores about you, why, who can see it and what you can ask for. No advertising, no third-party trackers."
      />
      <Prose>
        <h2>Who is responsible for your data</h2>
        <p>
          Structured Debate Community is open-source software that anyone can install on their own server. The person or
          organization that runs this installation (“the operator”) decides how it is used and is responsible for your data: in
          legal terms, the data controller. Your data stays on the operator’s server. The people who write the software do not
          receive it.
        </p>

        <h2>What is stored</h2>
        <h3>Your account</h3>
        <p>
          Your e-mail address, your name, whether your e-mail address is verified, your role on the site (member or admin) and
          when the account was created. Your password is never stored as such, only as a salted hash that cannot be turned back
          into the password.
        </p>
        <h3>Your profile</h3>
        <p>
          When you sign up, a profile is created with a username taken from the part of your e-mail address before the @ (you will
          be able to change it). Everything else is up to you: full name, short bio, debate experience, preferred topics,
          location, the roles you take (debater, judge, organizer) and a link to a profile picture. The profile also notes whether
          you have finished the welcome steps.
        </p>
        <h3>What you create and join</h3>
        <p>
          The debates, clubs, events and topics you create, the debates you take part in and the role you take, and the clubs you
          belong to, with the dates.
        </p>
        <h3>Sign-in sessions</h3>
        <p>
          Each time you sign in, a session is recorded with a random token, its expiry time, your IP address and your browser’s
          user-agent string, so you and the operator can recognize sessions and end suspicious ones. The token is kept in a cookie
          that scripts on the page cannot read (an HttpOnly cookie).
        </p>
        <h3>Newsletter</h3>
        <p>
          If you subscribe, your e-mail address and whether the subscription is awaiting confirmation, confirmed or cancelled.
        </p>
        <h3>E-mails sent to you</h3>
        <p>
          Messages to you (such as confirmations and reminders) are queued with your address, the subject, the content and whether
          they were delivered. If the operator has set up e-mail delivery, messages pass through the e-mail service the operator
          chose.
        </p>
        <h3>Protection against abuse</h3>
        <p>
          To slow down repeated attempts, for example guessing passwords, the server keeps short-lived counters keyed by the
          network address a request comes from. They are not linked to your account.
        </p>
        <h3 id="usage-statistics">Usage statistics</h3>
        <p>
          To see which parts of the site people use and where they get stuck, your browser tells this site’s own server, in small
          batches:
        </p>
        <ul>
          <li>
            each page you open: its address without the query string’s values (only list settings such as the page number or sort
            order are kept; anything else, such as a link’s token or what you typed in a search box, is dropped), and the part of
            the page you jumped to when it is a named section;
          </li>
          <li>a search on a list page: what you searched for, how many results it found and which list;</li>
          <li>when a page took longer than 3 seconds to load: which page, and how long;</li>
          <li>
            a few actions: signing in (and how: password, two-factor code or Google), finishing the welcome steps (how many
            steps), joining a debate (which debate and role), sharing a debate (by the share menu or by copying the link), and
            completing a training module (which one, and the score).
          </li>
        </ul>
        <p>
          Each event is stored with the time it arrived and, if you are signed in, your account. Nothing else goes with it: no
          cookie is set for it, no identifier is made up for you, your IP address is not stored with it, and no third party
          receives it. Actions you take on the site (joining a club, voting, commenting) are also counted by the server when they
          happen, as part of the action itself, except when statistics are off for you as below.
        </p>
        <p>
          <strong>Turning it off.</strong> Nothing is recorded from a browser that sends the Do Not Track or Global Privacy
          Control signal, and the server discards anything that arrives with one, its own counts of your actions included. You can
          also turn it off for this browser here (and in your settings):
        </p>
        <div className="not-prose my-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <AnalyticsSwitch />
        </div>

        <h3>Server logs</h3>
        <p>
          For each request the server logs the method, the path, the status and how long it took. It leaves out query strings,
          because links such as unsubscribe or password-reset links carry private tokens there.
        </p>

        <h2>What is not collected</h2>
        <ul>
          <li>No advertising, and your data is never sold.</li>
          <li>
            No third-party trackers, analytics or social-media scripts. Pages, scripts and styles are served by this site itself,
            and the usage statistics above stay on its own server.
          </li>
          <li>
            One exception to be aware of: if someone’s profile picture is hosted on another website, your browser loads it from
            there, and that website can see your IP address.
          </li>
        </ul>

        <h2>Why it is used</h2>
        <ul>
          <li>To provide the service you signed up for: your account, your debates, clubs and events.</li>
          <li>To keep the site secure and working: sessions, abuse protection and logs.</li>
          <li>To improve the site: usage statistics, seen only by the operator’s administrators, as counts and charts.</li>
          <li>To send you the e-mails you asked for, and the newsletter only if you subscribed.</li>
        </ul>

        <h2>Who can see it</h2>
        <ul>
          <li>
            Other visitors see what is meant to be public: public debates, clubs, events and topics, and the public parts of your
            profile. Your e-mail address is never shown publicly.
          </li>
          <li>The operator’s administrators can see account data where they need it to run and moderate the site.</li>
          <li>Nobody else, unless the law requires it.</li>
        </ul>

        <h2>How long it is kept</h2>
        <ul>
          <li>A sign-in session lasts up to 30 days and is extended while you use the site. Signing out ends it.</li>
          <li>Your account and profile are kept until your account is deleted.</li>
          <li>A newsletter subscription is kept until you unsubscribe.</li>
          <li>
            Usage statistics are kept as individual events for 90 days (the operator can choose another period). After that only
            daily totals remain: how many times each page was opened, how many searches found nothing and for which words, how
            many of each action, and how many signed-in members were counted, with no link to any account.
          </li>
        </ul>

        <h2>Your rights</h2>
        <p>
          Depending on where you live (for example under the GDPR in Europe), you can ask to see the data held about you, correct
          it, delete it, receive a copy, or object to how it is used. Self-service tools for this are planned; until they arrive,
          ask the operator of this installation, who must answer within the time the law sets.
        </p>

        <h2>In your browser</h2>
        <p>
          The site uses one strictly necessary sign-in cookie and stores a few preferences in your browser. While you are signed
          in, your device also keeps copies of the debates, events and clubs you use so they open offline, and a judge’s drafts
          until they are sent; signing out removes the copies. The <Link to={hrefFor('cookies')}>cookie policy</Link> lists them.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          When what is collected changes, this page changes with it, and the operator will tell members about important changes
          before they apply. For questions, see the <Link to={hrefFor('contact')}>contact page</Link>.
        </p>
      </Prose>
    </Container>
  );
}
