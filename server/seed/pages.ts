import * as v from 'valibot';
import { cmsPageSchema } from '../../src/api/contract/content';
import type { PageDocument } from '../content/pages';
import { aboutUs, contactUs, supportConsumer, supportPartner } from './pageTexts/info';
import { privacyBusiness, privacyPersonal } from './pageTexts/privacy';
import { passwordPolicy, transactionPinPolicy } from './pageTexts/security';
import { termsBusiness, termsConsumer, termsPartner } from './pageTexts/terms';
import type { PageText } from './pageTexts/types';

/** The content pages the seeded route maps name (seed/routes.ts), by page id. */
const texts: Readonly<Record<string, PageText>> = {
  'terms-consumer': termsConsumer,
  'terms-partner': termsPartner,
  'terms-business': termsBusiness,
  'privacy-personal': privacyPersonal,
  'privacy-business': privacyBusiness,
  'password-policy': passwordPolicy,
  'transaction-pin-policy': transactionPinPolicy,
  'about-us': aboutUs,
  'contact-us': contactUs,
  'support-consumer': supportConsumer,
  'support-partner': supportPartner,
};

export const seededPageIds: readonly string[] = Object.keys(texts);

/**
 * requirements#landing: the pages the public side lists (footer, /pages/<slug>), in this order.
 * Migration 015 marks the same ones on a database seeded before it.
 */
export const publicPageIds: readonly string[] = ['about-us', 'terms-consumer', 'privacy-personal'];

/**
 * Every seeded content page, checked against the portal's schema when built (the
 * store adds updatedAt), so a page the portal could not read fails the server's start.
 */
export function seedPages(): PageDocument[] {
  return Object.entries(texts).map(([pageId, text]) => {
    const page = { page_id: pageId, title: { ...text.title }, content: { ...text.content } };
    v.parse(cmsPageSchema, { ...page, updatedAt: new Date(0).toISOString() });
    const order = publicPageIds.indexOf(pageId);
    return { ...page, active: order >= 0, sortOrder: order + 1 };
  });
}
