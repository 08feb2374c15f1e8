// Training reviews (signed-in members): the reviews others asked of the member
// and those the member asked for; a request opens at ?request=<id>.
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { TrainingReviewsPage } from '#web/features/training-review/components/training-reviews-page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Training reviews"
        lead="Practice work reviewed by a judge or a coach: each criterion of the rubric rated, with a comment, beside your own assessment."
        actions={
          <Button asChild variant="secondary">
            <Link to={hrefFor('training')}>Training</Link>
          </Button>
        }
      />
      <TrainingReviewsPage />
    </Container>
  );
}
