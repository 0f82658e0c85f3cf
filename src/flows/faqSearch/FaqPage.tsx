import { Button, Chip, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { MAX_SEARCH_LENGTH, visibleFaqs, type faqSearchMachine } from '../../../machines/faqSearch.machine';
import type { FaqCategory, FaqQuestion } from '../../api/contract/faq';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { PageTitle } from '../../ui/PageTitle';
import { FaqQuestions } from './FaqQuestions';
import { faqSearchLogic } from './faqSearch.logic';
import { categoryName, secondaryText } from './faqTexts';

type Snapshot = SnapshotFrom<typeof faqSearchMachine>;
type Step = 'loading' | 'failed' | 'ready';

const selectStep = (s: Snapshot): Step => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
const selectText = (s: Snapshot) => s.context.text;
const selectApplied = (s: Snapshot) => s.context.appliedText;
/** the flow carries the contract's categories and questions without looking inside */
const selectCategories = (s: Snapshot) => s.context.results.categories as readonly FaqCategory[];
const selectFaqs = (s: Snapshot) => s.context.results.faqs as readonly FaqQuestion[];
const selectCategoryId = (s: Snapshot) => s.context.categoryId;
const selectFailure = (s: Snapshot) => s.context.failure;

const ALL = 'all';

/**
 * The FAQ (requirements#faq) at /faq and /app/faq: a search box, the categories as chips, and the
 * questions under their categories in the user's language, answers sanitised. The search applied
 * is kept in the URL (`query`, the route's `?q=`): the route gives it and is told when it changes.
 */
export function FaqPage({
  query,
  onQueryApplied,
  contactLink: ContactLink,
}: {
  query: string;
  onQueryApplied: (query: string) => void;
  /** where "no results" sends the reader: the contact page of the public site or of the app */
  contactLink: ComponentType<{ children: ReactNode }>;
}) {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => faqSearchLogic(platform));
  const actor = useFlowActor(logic, { input: { text: query } });
  const step = useSelector(actor, selectStep);
  const text = useSelector(actor, selectText);
  const applied = useSelector(actor, selectApplied);
  const categories = useSelector(actor, selectCategories);
  const faqs = useSelector(actor, selectFaqs);
  const categoryId = useSelector(actor, selectCategoryId);
  const failure = useSelector(actor, selectFailure);

  // requirements#change-notifications: the FAQ changed on the content service, load it again
  useEffect(
    () =>
      platform.contentCache.subscribe((kinds) => {
        if (kinds.has('faq')) actor.send({ type: 'faq.reload' });
      }),
    [platform.contentCache, actor],
  );

  // the search applied goes to the URL; a URL changed from outside (back, a link) is searched
  const toUrl = useEffectEvent((searched: string) => {
    if (searched !== query) onQueryApplied(searched);
  });
  const fromUrl = useEffectEvent((asked: string) => {
    if (actor.getSnapshot().matches('ready') && asked !== applied) {
      actor.send({ type: 'search.change', text: asked });
      actor.send({ type: 'search.submit' });
    }
  });
  useEffect(() => {
    if (step === 'ready') toUrl(applied);
  }, [step, applied]);
  useEffect(() => fromUrl(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'search.submit' });
  };
  const shown = visibleFaqs(faqs, categoryId);

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <PageTitle>
        <Trans>Help and frequently asked questions</Trans>
      </PageTitle>
      <form role="search" onSubmit={submit}>
        <TextInput
          type="search"
          label={t`Search the questions`}
          description={locale === 'en' ? undefined : t`The search reads the English wording of each question.`}
          placeholder={t`For example: PIN, fee, agent`}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          onChange={(event) => actor.send({ type: 'search.change', text: event.currentTarget.value })}
          rightSection={
            text !== '' ? (
              <CloseButton aria-label={t`Clear the search`} onClick={() => actor.send({ type: 'search.clear' })} />
            ) : null
          }
          data-testid="faq-search"
        />
      </form>
      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading the questions…</Trans>
        </LoadingStatus>
      ) : null}
      {step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`The questions could not be loaded`}
          onRetry={() => actor.send({ type: 'faq.retry' })}
        />
      ) : null}
      {step === 'ready' ? (
        <>
          <Text size="sm" style={{ color: secondaryText }} role="status" aria-live="polite" data-testid="faq-count">
            {applied === '' ? (
              <Plural value={faqs.length} one="# question" other="# questions" />
            ) : (
              <Plural value={faqs.length} one="# question matches" other="# questions match" />
            )}
          </Text>
          {categories.length > 0 ? (
            <Chip.Group
              multiple={false}
              value={categoryId === null ? ALL : String(categoryId)}
              onChange={(value) =>
                actor.send({ type: 'category.select', categoryId: value === ALL ? null : Number(value) })
              }
            >
              <Group gap="xs" role="radiogroup" aria-label={t`Categories`}>
                <Chip value={ALL} variant="outline">
                  <Trans>All categories</Trans>
                </Chip>
                {categories.map((category) => (
                  <Chip key={category.category_id} value={String(category.category_id)} variant="outline">
                    <bdi>{categoryName(category, locale)}</bdi>
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : null}
          {shown.length > 0 ? (
            <FaqQuestions categories={categories} faqs={shown} locale={locale} highlight={applied} />
          ) : (
            <Paper withBorder radius="md" p="lg" data-testid="faq-no-results">
              <Stack gap="sm" align="flex-start">
                <Text fw={600}>
                  <Trans>
                    No question matches “<bdi>{applied}</bdi>”.
                  </Trans>
                </Text>
                <Text>
                  <Trans>
                    Try other words, or <ContactLink>contact us</ContactLink> and we will help.
                  </Trans>
                </Text>
                <Button variant="default" onClick={() => actor.send({ type: 'search.clear' })}>
                  <Trans>Show all questions</Trans>
                </Button>
              </Stack>
            </Paper>
          )}
        </>
      ) : null}
    </Stack>
  );
}
