// Start a Club (signed-in users; /clubs/create, /create-club and /start-club).
// Creating clubs arrives in a later release; the page describes what a club
// will need and links to the clubs that exist.
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Start a club"
        lead="A club is an ongoing community that meets weekly or monthly to practise, coach newcomers and take part in events."
      />
      <NotAvailableYet
        icon={UsersRound}
        title="Starting clubs opens soon"
        actions={
          <>
            <Button asChild>
              <Link to="/clubs">Find a club</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/ambassadors">About ambassadors</Link>
            </Button>
          </>
        }
      >
        Creating clubs is not available in this version. Check whether there is already a club near you; you may find people to
        start with.
      </NotAvailableYet>
      <Section id="fields" title="What a club will need">
        <FieldList
          fields={[
            { name: 'Name', description: 'What the club is called.' },
            { name: 'Description', description: 'Who the club is for and what a typical meeting looks like.' },
            { name: 'Location', description: 'Where the club meets, or that it meets online.' },
            { name: 'Meeting frequency', description: 'Weekly or monthly.' },
            { name: 'Visibility', description: 'Public, so anyone can find it, or private, by invitation.' },
          ]}
        />
      </Section>
    </Container>
  );
}
