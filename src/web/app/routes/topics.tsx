import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { ListToolbar } from '#web/components/list-toolbar.tsx';
import { useListParams } from '#web/components/list-params.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { RoutePageHeader } from '#web/components/ui/route-page-header.tsx';
import { TopicsList } from '#web/features/topics/components/topics-list.tsx';

// "Most votes" is the API's popular sort: by score (up votes minus down votes).
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'popular', label: 'Most votes' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'alphabetical', label: 'A to Z' },
] as const;

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      <RoutePageHeader
        routeId="topics"
        actions={
          <Button asChild>
            <Link to={hrefFor('topic-suggest')}>
              <Lightbulb aria-hidden="true" className="h-4 w-4" />
              Suggest a topic
            </Link>
          </Button>
        }
      />
      <ListToolbar
        list={list}
        searchLabel="Search topics"
        searchPlaceholder="Search by motion or category"
        sortOptions={SORT_OPTIONS}
      />
      <TopicsList list={list} />
    </Container>
  );
}
