import { Anchor } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FaqPage } from '../flows/faqSearch/FaqPage';
import { linkText } from '../flows/faqSearch/faqTexts';
import { PublicLayout } from '../shell/layout/PublicLayout';
import { faqSearchParams } from './-faqSearchParams';

/** The public contact page (built beside the landing page; a full page load is fine for it). */
function PublicContactLink({ children }: { children: ReactNode }) {
  return (
    <Anchor href="/contact-us" underline="always" style={{ color: linkText }}>
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
