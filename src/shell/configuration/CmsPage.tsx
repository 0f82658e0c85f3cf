import { Container, Stack, Text, Typography } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useMemo, useState, type MouseEvent } from 'react';
import type { CmsPage as CmsPageData } from '../../api/contract/content';
import { useApp } from '../../platform/context';
import { cmsPageLogic } from './configuration.logic';
import { localizedTitle } from '../../config/menu';
import { sanitizeHtml } from '../../config/sanitizeHtml';
import { formatDate } from '../../i18n/format';
import { isRtl } from '../../i18n/locales';
import { useReloadOnChange } from './ShellConfiguration';
import { useActiveLocale } from '../../ui/hooks';
import { ConfigurationError, PageSkeleton } from '../../ui/ConfigurationError';
import { PageTitle } from '../../ui/PageTitle';
import classes from './CmsPage.module.css';

const selectPage = (s: { context: { configuration: unknown } }) => s.context.configuration as CmsPageData | null;

/**
 * A content-service page (requirements#cms-pages): its title and sanitized HTML in the user's
 * language, falling back to the default language. Links inside the portal stay in
 * the portal without a page load.
 */
export function CmsPage({ pageId }: { pageId: string }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const navigate = useNavigate();
  const [logic] = useState(() => cmsPageLogic(platform, pageId));
  const actor = useFlowActor(logic);
  useReloadOnChange(actor, 'page');
  const page = useSelector(actor, selectPage);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const failure = useSelector(actor, (s) => s.context.failure);
  // requirements#locale-fallback: the page in the user's language, else in English — marked as English, and
  // laid out in English's direction, so a Hebrew reader's fallback text keeps its punctuation where it belongs
  const shown = page?.content[locale]?.trim() ? locale : 'en';
  const html = useMemo(() => (page ? sanitizeHtml(page.content[shown] ?? '') : ''), [page, shown]);

  if (failed)
    return (
      <ConfigurationError
        title={t`This page could not be loaded`}
        failure={failure}
        onRetry={() => actor.send({ type: 'configuration.retry' })}
      />
    );
  if (!page) return <PageSkeleton />;

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ to: href });
  };

  const updated = formatDate(page.updatedAt, locale);
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <PageTitle>{localizedTitle(page.title, locale)}</PageTitle>
        <Typography>
          {/* sanitized above: scripts, handlers, styles and unsafe links are gone */}
          <div
            className={classes.content}
            onClick={followInternalLink}
            dangerouslySetInnerHTML={{ __html: html }}
            lang={shown}
            dir={isRtl(shown) ? 'rtl' : 'ltr'}
            data-testid="cms-content"
          />
        </Typography>
        <Text size="xs" c="dimmed">
          <Trans>Last updated {updated}</Trans>
        </Text>
      </Stack>
    </Container>
  );
}
