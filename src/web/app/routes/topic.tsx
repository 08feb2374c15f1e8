import { useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { LazyComments } from '#web/app/lazy-comments.tsx';
import { DebatesOnTopic } from '#web/features/debates/components/debates-on-topic.tsx';
import { useTopic } from '#web/features/topics/api/get-topic.ts';
import { TopicDetails } from '#web/features/topics/components/topic-details.tsx';

const NOT_FOUND = {
  title: 'Topic not found',
  text: 'This topic does not exist or has been removed. Check the link, or browse the other topics.',
  backTo: hrefFor('topics'),
  backLabel: 'Browse topics',
};

export function Component() {
  const { id = '' } = useParams();
  const topic = useTopic(id);
  return (
    <DetailQuery query={topic} loadingLabel="Loading topic…" errorTitle="Couldn’t load this topic" notFound={NOT_FOUND}>
      {(data) => (
        <TopicDetails topic={data}>
          {data.status === 'approved' ? (
            <>
              <DebatesOnTopic motion={data.title} />
              <LazyComments targetType="topic" targetId={data.id} isStandalone={false} />
            </>
          ) : null}
        </TopicDetails>
      )}
    </DetailQuery>
  );
}
