import * as v from 'valibot';
import type { ReactNode } from 'react';
import {
  isKnownBlockType,
  landingBlockContentSchemas,
  type LandingBlock,
  type LandingBlockContent,
  type LandingBlockType,
} from '../../api/contract/landing';
import { AppDownloadBlock, CallToActionBlock } from './blocks/ActionBlocks';
import { HeroBlock } from './blocks/HeroBlock';
import { FeaturesBlock, HowItWorksBlock, PartnersBlock } from './blocks/InfoBlocks';

type Renderers = { [K in LandingBlockType]: (id: string, content: LandingBlockContent<K>) => ReactNode };

/** requirements#landing: how each block type is drawn. A type missing here is skipped. */
const renderers: Renderers = {
  hero: (_, content) => <HeroBlock content={content} />,
  features: (id, content) => <FeaturesBlock id={id} content={content} />,
  howItWorks: (id, content) => <HowItWorksBlock id={id} content={content} />,
  appDownload: (id, content) => <AppDownloadBlock id={id} content={content} />,
  partners: (id, content) => <PartnersBlock id={id} content={content} />,
  callToAction: (id, content) => <CallToActionBlock id={id} content={content} />,
};

/** A block ready to draw, or why it is skipped. */
export type PreparedBlock =
  | { id: string; type: LandingBlockType; draw: () => ReactNode }
  | { id: string; type: string; skipped: 'unknownType' | 'malformed' };

/**
 * A block's content in the user's language (else English), checked against its type's schema. An
 * unknown type or content its type cannot draw is skipped: the rest of the page still shows.
 */
export function prepareBlock(block: LandingBlock, locale: string): PreparedBlock {
  const { id, type } = block;
  if (!isKnownBlockType(type)) return { id, type, skipped: 'unknownType' };
  const parsed = v.safeParse(landingBlockContentSchemas[type], block.content[locale] ?? block.content.en);
  if (!parsed.success) return { id, type, skipped: 'malformed' };
  const render = renderers[type] as (id: string, content: unknown) => ReactNode;
  return { id, type, draw: () => render(`landing-${id}`, parsed.output) };
}

const reported = new Set<string>();

/** Tells the console once per block and reason, however often the page is drawn. */
export function reportSkipped(block: PreparedBlock): void {
  if (!('skipped' in block)) return;
  const key = `${block.id}:${block.type}:${block.skipped}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(
    block.skipped === 'unknownType'
      ? `[landing] block "${block.id}" of unknown type "${block.type}" skipped`
      : `[landing] block "${block.id}" (${block.type}) has content its type cannot draw: skipped`,
  );
}
