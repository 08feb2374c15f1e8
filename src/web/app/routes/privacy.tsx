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
          Your e-mail address, your name, whether your e-mail address is verified, your role on the site (member or admin), when
          the account was created and when you last used the site. Your password is never stored as such, only as a salted hash
          that cannot be turned back into the password. If you turn on two-factor sign-in, its secret and your backup codes are
          stored; if you sign in with Google, the link to your Google account and the tokens Google issued when you signed in.
        </p>
        <h3>Your profile</h3>
        <p>
          When you sign up, a profile is created with a username taken from the part of your e-mail address before the @ (you can
          change it). Everything else is up to you: full name, short bio, debate experience, preferred topics, location, phone
          number, the roles you take (debater, judge, organizer) and a profile picture you upload or link to. The profile also
          notes how far you got with the welcome steps.
        </p>
        <h3>What you create and join</h3>
        <p>
          The debates, clubs, events and topics you create; the debates you take part in and your role; the clubs you belong to;
          the events you answer, with your check-in; your votes, comments and reports; your judge application, the ballots and
          notes you write as a judge, the results and ratings of your debates; and your private calendar link, if you made one.
        </p>
        <h3>Training</h3>
        <p>
          Each training attempt: the module, your answers and written work (arguments, rebuttals, research notes), when you
          answered, your self-assessment and the scores. They are yours alone: nobody else, admins included, can open them. When
          you ask a judge or coach for a review, the request (with your note) and their ratings and comment are stored too, and
          the reviewer sees the work you shared. A speech’s audio recording stays on your device, unless you choose to share it
          with a reviewer: then the recording (its sound, type, size and length) is stored on the server, and only you and the
          reviewers you shared it with can play it.
        </p>
        <h3>Sign-in sessions</h3>
        <p>
          Each time you sign in, a session is recorded with a random token, its expiry time, your IP address and your browser’s
          user-agent string, so you and the operator can recognize sessions and end suspicious ones. The token is kept in a cookie
          that scripts on the page cannot read (an HttpOnly cookie).
        </p>
        <h3>Newsletter</h3>
        <p>
          If you subscribe, your e-mail address, whether the subscription is awaiting confirmation, confirmed or cancelled, when
          you confirmed or unsubscribed, and a scrambled copy of your confirmation link so it can be checked.
        </p>
        <h3>Contact messages</h3>
        <p>
          What you send through the contact form: your name, e-mail address, the subject you chose and your message, with your
          account if you were signed in, and the answers the site’s admins write.
        </p>
        <h3>Ambassador applications</h3>
        <p>
          If you apply: your region, club or organization, motivation, links and availability, and the decision with its reason.
        </p>
        <h3>Push notifications</h3>
        <p>
          If you turn them on in a browser: the address your browser’s push service gave it and the keys to encrypt messages for
          it, the browser’s user-agent string, when a message last arrived, and which kinds of notification you want.
          Notifications waiting to be sent are kept until they are sent.
        </p>
        <h3>E-mails sent to you</h3>
        <p>
          Messages to you (such as confirmations, reminders and newsletter issues) are queued with your address, the subject, the
          content and whether they were delivered. If the operator has set up e-mail delivery, messages pass through the e-mail
          service the operator chose.
        </p>
        <h3>Protection against abuse</h3>
        <p>
          To slow down floods and repeated attempts, for example guessing passwords, the server keeps counters keyed by the
          network address a request comes from (for IPv6, the first half of the address); for signing in, signing up and the
          contact form also by the e-mail address entered; and for what signed-in members do often (joining, voting, commenting,
          judging, training) by account. Each counter holds only its key, the count and when its window ends (between one minute
          and one hour), and is deleted within a day after its window has ended.
        </p>
        <h3>Error reports</h3>
        <p>
          When a page fails, your browser sends the error to this site’s own server: the error message, the page, your browser’s
          user-agent string, your last few page visits, clicks and requests on the site before the error, and your account if you
          are signed in. Errors of the server itself are recorded the same way, with the path of the request instead of the page
          visits.
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
            steps), joining a debate (which debate and role), and sharing a debate (by the share menu or by copying the link).
          </li>
        </ul>
        <p>
          Each event is stored with the time it arrived and, if you are signed in, your account. Nothing else goes with it: no
          cookie is set for it, no identifier is made up for you, your IP address is not stored with it, and no third party
          receives it. Actions you take on the site (joining a club, voting, commenting, completing a training module with its
          score) are also counted by the server when they happen, as part of the action itself, except when statistics are off for
          you as below.
        </p>
        <p>
          <strong>Turning it off.</strong> Nothing is recorded from a browser that sends the Do Not Track or Global Privacy
          Control signal, and the server discards anything that arrives with one, its own counts of your actions included. You can
          also turn it off for this browser here (and in your settings):
        </p>
        <div className="not-prose my-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <AnalyticsSwitch />
        </div>

        <h3>The admins’ audit log</h3>
        <p>
          Every action an admin takes is recorded: which admin, from which IP address and browser, what was done to what (for
          example, which member was suspended, with the member’s name at the time and the reason), and when.
        </p>

        <h3>Server logs</h3>
        <p>
          For each request the server logs the method, the path, the status and how long it took. It leaves out query strings,
          because links such as unsubscribe or password-reset links carry private tokens there, and it does not log your IP
          address.
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
          <li>To provide the service you signed up for: your account, your debates, clubs, events and training.</li>
          <li>To keep the site secure and working: sessions, abuse protection, error reports, the audit log and logs.</li>
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

        <h2 id="retention">How long it is kept</h2>
        <ul>
          <li>
            A sign-in session ends after 7 days without use, and at the latest 30 days after you signed in. Signing out, or ending
            it in your settings, deletes it; an expired session is deleted when its cookie is next used.
          </li>
          <li>Your account and profile are kept until you delete your account.</li>
          <li>
            What you create and join is kept until you delete it (where the site lets you); deleting your account does not remove
            it. Your training attempts are kept until you discard them or delete your account; reviews you wrote of others’ work
            stay with their attempts. A recording you shared with a reviewer is deleted as soon as no open review request shares
            it (the review is given, declined or withdrawn), when you delete it, or with your account; one uploaded but not shared
            is deleted a day later.
          </li>
          <li>
            Deleting your account removes your name, e-mail address, profile, sign-in methods, sessions, push subscriptions,
            e-mail preferences, newsletter subscription, contact messages and ambassador applications, and cancels e-mails still
            waiting to be sent. The account itself stays as an empty “Former member”, so that debate results, ballots, ratings and
            comments that others rely on stay correct. Your training attempts, the reviews asked for them and any recording you
            shared, are deleted; reviews you wrote of others’ work stay, no longer linked to your name.
          </li>
          <li>
            A newsletter subscription, whether awaiting confirmation, confirmed or cancelled, is kept until your account is
            deleted. Unsubscribing marks it cancelled and keeps your address, so that no further issue is sent to it.
          </li>
          <li>
            Contact messages and ambassador applications are kept until your account is deleted; admins can close a message but
            not delete it.
          </li>
          <li>
            Without an account, ask the operator through the <Link to={hrefFor('contact')}>contact form</Link> to delete your
            newsletter subscription or your messages.
          </li>
          <li>
            E-mails sent to you stay in the queue, with your address and their content, with no time limit; deleting your account
            cancels only those still waiting to be sent.
          </li>
          <li>
            A push subscription is kept until you turn notifications off or sign out in that browser, until the push service says
            it is no longer valid, or until your account is deleted.
          </li>
          <li>
            An abuse counter, with the network address, e-mail address or account in its key, is deleted within a day after its
            window (at most an hour) has ended.
          </li>
          <li>Error reports are kept for 90 days (the operator can choose another period), then deleted.</li>
          <li>
            Usage statistics are kept as individual events for 90 days (the operator can choose another period). After that only
            daily totals remain: how many times each page was opened, how many searches found nothing and for which words, how
            many of each action, and how many signed-in members were counted, with no link to any account.
          </li>
          <li>
            The admins’ audit log is kept for good: it cannot be changed or deleted, so that every admin action stays accountable.
          </li>
          <li>How long the server logs are kept depends on how the operator stores them.</li>
        </ul>

        <h2>Your rights</h2>
        <p>
          Depending on where you live (for example under the GDPR in Europe), you can ask to see the data held about you, correct
          it, delete it, receive a copy, or object to how it is used. You can correct your profile and settings and delete your
          account yourself, in <Link to={hrefFor('settings')}>Settings</Link>. For a copy of your data, or anything else, ask the
          operator of this installation, who must answer within the time the law sets.
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
          before they apply. For questions, write through the <Link to={hrefFor('contact')}>contact form</Link>.
        </p>
      </Prose>
    </Container>
  );
}
