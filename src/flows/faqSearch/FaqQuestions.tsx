import { Accordion, Highlight, Stack, Text, Title, Typography } from '@mantine/core';
import { useMemo } from 'react';
import type { FaqCategory, FaqQuestion } from '../../api/contract/faq';
import { sanitizeHtml } from '../../config/sanitizeHtml';
import { categoryName, questionText, secondaryText, showsEnglishToo } from './faqTexts';

function Answer({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* sanitized: scripts, handlers, styles and unsafe links are gone */}
      <div dangerouslySetInnerHTML={{ __html: clean }} data-testid="faq-answer" />
    </Typography>
  );
}

function QuestionItem({ faq, locale, highlight }: { faq: FaqQuestion; locale: string; highlight: string }) {
  const { question, answer } = questionText(faq, locale);
  const english = showsEnglishToo(faq, locale, highlight !== '');
  return (
    <Accordion.Item value={String(faq.faq_id)}>
      <Accordion.Control data-testid="faq-question">
        <Stack gap={2}>
          <Highlight highlight={highlight} component="span" fw={500}>
            {question}
          </Highlight>
          {english ? (
            // aligned with the question above, the English wording isolated left to right
            <Text component="span" size="sm" style={{ color: secondaryText }}>
              <bdi dir="ltr" lang="en">
                <Highlight highlight={highlight} component="span" inherit>
                  {faq.locale.en.question}
                </Highlight>
              </bdi>
            </Text>
          ) : null}
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Answer html={answer} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** The questions shown, under their categories (in the category list's order), each an accordion. */
export function FaqQuestions({
  categories,
  faqs,
  locale,
  highlight,
}: {
  categories: readonly FaqCategory[];
  faqs: readonly FaqQuestion[];
  locale: string;
  highlight: string;
}) {
  const groups = categories
    .map((category) => ({ category, items: faqs.filter((f) => f.category_id === category.category_id) }))
    .filter((group) => group.items.length > 0);
  return (
    <Stack gap="xl">
      {groups.map(({ category, items }) => (
        <section key={category.category_id} aria-labelledby={`faq-category-${category.category_id}`}>
          <Title order={2} size="h4" mb="xs" id={`faq-category-${category.category_id}`} data-testid="faq-category">
            {categoryName(category, locale)}
          </Title>
          <Accordion variant="separated" multiple chevronPosition="right">
            {items.map((faq) => (
              <QuestionItem key={faq.faq_id} faq={faq} locale={locale} highlight={highlight} />
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
