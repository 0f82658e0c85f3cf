import { Anchor } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FaqPage } from '../flows/faqSearch/FaqPage';
import { linkText } from '../flows/faqSearch/faqTexts';
import { PublicLayout } from '../shell/layout/PublicLayout';
import { faqSearchParams } from './-faqSearchParams';

/** The public contact page. */
function PublicContactLink({ children }: { children: ReactNode }) {
  return (
    <Anchor component={Link} to="/contact-us" underline="always" style={{ color: linkText }}>
      {children}
    </Anchor>
  );
}

/** requirements#faq: the public FAQ, `?q=` the search applied. */
export const Route = createFileRoute('/faq')({
  validateSearch: faqSearchParams,
  component: PublicFaq,
});

function PublicFaq() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PublicLayout wide>
      <FaqPage
        query={q ?? ''}
        onQueryApplied={(query) => void navigate({ search: query === '' ? {} : { q: query }, replace: true })}
        contactLink={PublicContactLink}
      />
    </PublicLayout>
  );
}
