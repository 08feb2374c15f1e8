// FAQ: native <details>/<summary> disclosures (keyboard and screen-reader
// support for free, no script), grouped under h2 headings.
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { useScrollToHash } from '#web/components/content/use-scroll-to-hash.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

interface Question {
  q: string;
  a: ReactNode;
}

const GROUPS: readonly { id: string; title: string; questions: readonly Question[] }[] = [
  {
    id: 'basics',
    title: 'The basics',
    questions: [
      {
        q: 'What is Structured Debate Community?',
        a: (
          <p>
            A web application for structured, timed and judged debates on civic topics. Debaters take part in debates and build a
            record, judges score rounds and give feedback, and organizers run clubs and events.
          </p>
        ),
      },
      {
        q: 'What is the difference between a debate, an event and a club?',
        a: (
          <ul>
            <li>
              A <strong>debate</strong> is a single session of one to two hours.
            </li>
            <li>
              An <strong>event</strong> is a gathering with several activities, lasting from half a day to a weekend.
            </li>
            <li>
              A <strong>club</strong> is an ongoing community that meets weekly or monthly.
            </li>
          </ul>
        ),
      },
      {
        q: 'What types of debate are there?',
        a: (
          <>
            <ul>
              <li>
                <strong>Quick</strong>: 30–45 minutes, informal, with shorter speaking times. For all levels.
              </li>
              <li>
                <strong>Practice</strong>: 60–90 minutes, with coaching and feedback. For beginners to intermediate debaters.
              </li>
              <li>
                <strong>Competitive</strong>: 90–120 minutes, tournament standards and full judging, in British Parliamentary,
                Policy or Lincoln-Douglas format. For intermediate to advanced debaters.
              </li>
            </ul>
            <p>
              <Link to={hrefFor('how-it-works', {}, { hash: 'debate-types' })}>Compare the debate types</Link>
            </p>
          </>
        ),
      },
      {
        q: 'Which formats can a debate use?',
        a: (
          <p>
            Standard, Oxford, British Parliamentary, Lincoln-Douglas and Policy. Each sets who speaks, in which order and for how
            long. <Link to={hrefFor('how-it-works', {}, { hash: 'formats' })}>Read about the formats</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'taking-part',
    title: 'Taking part',
    questions: [
      {
        q: 'Do I need an account?',
        a: (
          <p>
            Not to look around: anyone can browse debates, clubs, events and topics. You will need an account to join a debate,
            join a club, judge or organize.{' '}
            <Link to={hrefFor('auth', {}, { query: { tab: 'register' } })}>Create an account</Link>.
          </p>
        ),
      },
      {
        q: 'I have never debated. Where do I start?',
        a: (
          <p>
            Start with the <Link to={hrefFor('get-started')}>quick-start guide</Link>. Quick and Practice debates are made for
            newcomers: short speeches, a friendly room and feedback that helps you improve.
          </p>
        ),
      },
      {
        q: 'Can I take part online?',
        a: <p>Yes. Each debate is in person, virtual or hybrid, so some speakers can be in the room while others join online.</p>,
      },
      {
        q: 'How many people take part in one debate?',
        a: <p>Between 2 and 10 participants, depending on the format the organizer chooses.</p>,
      },
      {
        q: 'Can I join a debate right now?',
        a: (
          <p>
            Yes. Open a debate from the <Link to={hrefFor('debates')}>debates list</Link>, sign in and take a free position or a
            seat in the audience. When it starts, its live room shows the speech timer to everyone, and judges score it with
            ballots.
          </p>
        ),
      },
      {
        q: 'Can I suggest a topic?',
        a: (
          <p>
            Yes. Signed-in members <Link to={hrefFor('topic-suggest')}>suggest topics</Link> by category and vote on them; the
            moderators review each suggestion before it is listed, so debates follow the questions the community cares about. You
            can also <Link to={hrefFor('topics')}>explore the current topics</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'judging',
    title: 'Judging',
    questions: [
      {
        q: 'How does judging work?',
        a: (
          <p>
            After the round the judge fills in a ballot: who won, a score for each speaker and written reasons for the decision.
            The feedback goes to the speakers, and the result goes to their record.
          </p>
        ),
      },
      {
        q: 'How do I become a judge?',
        a: (
          <p>
            Apply for the judge role on <Link to={hrefFor('become-judge')}>Become a Judge</Link>; once an admin approves you,
            accept to judge the debates that need a judge and score them with ballots.
          </p>
        ),
      },
      {
        q: 'How do ratings and leaderboards work?',
        a: (
          <p>
            Confirmed results of competitive debates update each speaker’s rating. The{' '}
            <Link to={hrefFor('leaderboards')}>leaderboards</Link> rank debaters by rating, judges by the ballots they submit, and
            clubs by their members.
          </p>
        ),
      },
    ],
  },
  {
    id: 'training',
    title: 'Training',
    questions: [
      {
        q: 'Can I practise on my own?',
        a: (
          <p>
            Yes. <Link to={hrefFor('training')}>Training</Link> has nine areas: argument building, timed rebuttal drills, topic
            research, speech practice with the format’s bells, solo mock debates, a quick start, a skill assessment, your history
            and the dashboard that suggests what to practise next. Every module is scored, and your attempts are yours alone,
            unless you ask someone to review one.
          </p>
        ),
      },
      {
        q: 'Can someone review my practice?',
        a: (
          <p>
            Yes. After finishing an argument build, a rebuttal drill, research notes or a timed speech, ask a judge or a coach of
            your club to review it: they score it on the same rubric and comment. Requests and answers are under{' '}
            <Link to={hrefFor('training-reviews')}>Training reviews</Link>. You can record a practice speech’s audio, and the
            recording stays on your device unless you share it: when you ask for a review of a timed speech, you can choose to
            share the recording with the reviewer. It is then kept on the server until the review is given, declined or withdrawn,
            or until you delete it.
          </p>
        ),
      },
    ],
  },
  {
    id: 'community',
    title: 'Staying in touch',
    questions: [
      {
        q: 'How do I get the newsletter?',
        a: (
          <p>
            Enter your e-mail address in the form at the bottom of any page, then open the link we send you to confirm. Every
            issue has a link to unsubscribe with one click; signed in, you can also switch it in your{' '}
            <Link to={hrefFor('profile', {}, { hash: 'email-preferences' })}>e-mail preferences</Link>.
          </p>
        ),
      },
      {
        q: 'How do I become an ambassador?',
        a: (
          <p>
            Read what ambassadors do on the <Link to={hrefFor('ambassadors')}>ambassadors page</Link> and, signed in, apply there
            with your region and what you would like to do. The people who run the site answer by e-mail; approved ambassadors get
            a badge on their profile and a place in the directory.
          </p>
        ),
      },
      {
        q: 'How do I reach the people who run this site?',
        a: (
          <p>
            Write through the <Link to={hrefFor('contact')}>contact form</Link>. Your message reaches the site’s admins, you get a
            confirmation by e-mail, and their answer arrives by e-mail too.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Your account and data',
    questions: [
      {
        q: 'What data do you keep about me?',
        a: (
          <p>
            Your account details, the profile information you choose to add, and what you create or join. The{' '}
            <Link to={hrefFor('privacy')}>privacy policy</Link> lists everything.
          </p>
        ),
      },
      {
        q: 'Do you use tracking cookies?',
        a: (
          <p>
            No. The only cookie is the one that keeps you signed in. There are no advertising or third-party trackers. See the{' '}
            <Link to={hrefFor('cookies')}>cookie policy</Link>.
          </p>
        ),
      },
      {
        q: 'How do I delete my account?',
        a: (
          <p>
            In <Link to={hrefFor('settings', {}, { hash: 'delete-account' })}>Settings</Link>, under Delete account: confirm with
            your password. Your name, e-mail address, profile, sign-in methods, sessions, newsletter subscription, contact
            messages and ambassador applications are removed; debates you spoke in keep their results under “Former member”. The{' '}
            <Link to={hrefFor('privacy', {}, { hash: 'retention' })}>privacy policy</Link> says what stays and for how long.
          </p>
        ),
      },
    ],
  },
  {
    id: 'running',
    title: 'Running your own',
    questions: [
      {
        q: 'Can my school or club run its own installation?',
        a: (
          <p>
            Yes. The software is open source and self-hostable: it runs as a single Node.js process with a built-in database, or
            with PostgreSQL. Whoever runs an installation is responsible for it and for its members’ data.
          </p>
        ),
      },
      {
        q: 'Can I install it as an app and use it offline?',
        a: (
          <p>
            Yes. Your browser offers to install it (on an iPhone: the share button, then Add to Home Screen). Signed in, your
            device keeps the debates, events and clubs you use most and your next debates, so they open without a connection,
            marked with when they were saved. A judge’s ballot and notes are kept on the device and sent once you are back online.
            Signing out removes them from the device. Notifications are optional, in{' '}
            <Link to={hrefFor('settings', {}, { hash: 'push-notifications' })}>Settings</Link>.
          </p>
        ),
      },
      {
        q: 'Can we run a tournament?',
        a: (
          <p>
            Yes. Host an <Link to={hrefFor('events')}>event</Link>, and its organizers can run it as a tournament from the event’s
            page: the format, the preliminary rounds, the break categories. Teams register on the tournament’s page and teammates
            join with the team’s code; approved judges register as adjudicators, and guests accept an invitation link. Each round
            has its motion and check-in; the tab directors generate power-paired draws, allocate the judges, edit by hand and
            release, and every debate opens as a live room where the judges send their ballots. The tab follows from the confirmed
            results: standings, the break, elimination rounds, and each part of the tab released when the tab directors choose,
            with CSV exports. When the teams do not fill every room, the surplus team sits out with a bye, or a team of spare
            speakers marked as a swing team makes up the numbers without being ranked. See the{' '}
            <Link to={hrefFor('roadmap')}>roadmap</Link>.
          </p>
        ),
      },
      {
        q: 'Is there an API?',
        a: (
          <p>
            Yes. Every operation the site uses is described at <a href="/api/docs">/api/docs</a>, where you can also try it, and
            as an OpenAPI document at <a href="/api/openapi.json">/api/openapi.json</a>.
          </p>
        ),
      },
      {
        q: 'Is the site accessible?',
        a: (
          <p>
            That is the goal on every page: keyboard navigation, screen-reader labels, readable contrast and layouts that work on
            phones. If something gets in your way, please tell us through the <Link to={hrefFor('contact')}>contact form</Link>.
          </p>
        ),
      },
    ],
  },
];

export function Component() {
  useScrollToHash();
  return (
    <Container className="pb-16">
      <PageHeader
        title="Frequently asked questions"
        lead="Short answers about debating, judging, training, your account and running your own installation."
      />

      <nav aria-label="FAQ sections" className="flex flex-wrap gap-2">
        {GROUPS.map((group) => (
          <a
            key={group.id}
            href={`#${group.id}`}
            className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {group.title}
          </a>
        ))}
      </nav>

      {GROUPS.map((group) => (
        <Section key={group.id} id={group.id} title={group.title} className="mt-10">
          <div className="max-w-3xl divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            {group.questions.map(({ q, a }) => (
              <details key={q} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {q}
                  <ChevronDown
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <Prose className="px-5 pb-5 [&>*:first-child]:mt-0">{a}</Prose>
              </details>
            ))}
          </div>
        </Section>
      ))}
    </Container>
  );
}
