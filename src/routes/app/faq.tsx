import { Anchor } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { configuredLink } from '../../config/routes';
import { FaqPage } from '../../flows/faqSearch/FaqPage';
import { linkText } from '../../flows/faqSearch/faqTexts';
import { faqSearchParams } from '../-faqSearchParams';

/** The app's contact page: a configured page of the category's route table. */
function AppContactLink({ children }: { children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      underline="always"
      style={{ color: linkText }}
      {...configuredLink('/app/pages/contact-us')}
    >
      {children}
    </Anchor>
  );
}

/** requirements#faq: the in-app help, every category; `?q=` the search applied. */
export const Route = createFileRoute('/app/faq')({
  validateSearch: faqSearchParams,
  component: AppFaq,
});

function AppFaq() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FaqPage
      query={q ?? ''}
      onQueryApplied={(query) => void navigate({ search: query === '' ? {} : { q: query }, replace: true })}
      contactLink={AppContactLink}
    />
  );
}
