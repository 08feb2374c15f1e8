// Become a Judge: what judges do and how applying works, then the application
// itself (judging feature): a sign-in prompt, the form, its status or the
// links of a judge.
import { ClipboardCheck, Gavel, Handshake, MessageSquareText, NotebookPen, Scale } from 'lucide-react';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { JudgeApplicationPanel } from '#web/features/judging/components/applications/judge-application-panel.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Become a judge"
        lead="Judges decide rounds, explain their decisions and help speakers improve. It is one of the most valuable roles in the community, and you do not need to be a champion debater to do it well."
      />

      <Section id="what" title="What judges do" className="mt-4">
        <FeatureGrid
          items={[
            {
              icon: NotebookPen,
              title: 'Follow the round',
              body: 'Take notes on each speech: the arguments made, the answers given and what was left unanswered.',
            },
            {
              icon: Scale,
              title: 'Decide fairly',
              body: 'Decide on the arguments made in the round, not on your own opinion of the motion.',
            },
            {
              icon: MessageSquareText,
              title: 'Explain and encourage',
              body: 'Fill in a ballot with the result, a score for each speaker and feedback that tells them what to do next time.',
            },
          ]}
        />
      </Section>

      <Section id="good-judge" title="What makes a good judge">
        <Prose>
          <ul>
            <li>You listen carefully and can summarize both sides fairly.</li>
            <li>You can set your own views aside and judge what was said.</li>
            <li>You explain your decision clearly and kindly, especially to newcomers.</li>
            <li>You turn up on time and submit your ballot soon after the round.</li>
            <li>You step aside when you have a conflict of interest, such as judging your own club-mates in a final.</li>
          </ul>
        </Prose>
      </Section>

      <Section id="how" title="How it works">
        <ol className="grid gap-4 md:grid-cols-3">
          {[
            {
              icon: ClipboardCheck,
              title: 'Apply',
              body: 'Tell us about your debate and judging experience. None is required for practice rounds.',
            },
            {
              icon: Handshake,
              title: 'Pick debates',
              body: 'Browse debates that need a judge and accept the ones that fit your time and level.',
            },
            {
              icon: Gavel,
              title: 'Judge and grow',
              body: 'Judge the round, submit the ballot and build a judging record others can trust.',
            },
          ].map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
                <Icon aria-hidden="true" className="h-5 w-5" />
                Step {index + 1}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-600">{body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <div id="apply" className="mt-12 scroll-mt-24">
        <JudgeApplicationPanel />
      </div>
    </Container>
  );
}
