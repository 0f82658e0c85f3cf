import * as v from 'valibot';
import { cmsPageIdPattern, localeTextSchema } from './content';

/**
 * requirements#landing: the public landing page's blocks (`cms/v1/landingpages_getBlocks`) and the
 * active content pages (`cms/v1/pages_getActivePages`). Both are public content-service calls with
 * an empty payload. Shared by the sandbox (which checks its seed with them) and the portal.
 */

const localeKey = v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** a heading or a label: plain text, not empty */
const label = v.pipe(v.string(), v.minLength(1), v.maxLength(160));
/** content editors' HTML: the portal sanitizes it before showing it */
const html = text(4000);
/** an image on this origin or an https address */
const imageSrc = v.pipe(
  v.string(),
  v.maxLength(500),
  v.regex(/^(?:\/(?!\/)[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>]+)$/, 'an image on this origin or an https address'),
);
const httpsUrl = v.pipe(v.string(), v.maxLength(500), v.regex(/^https:\/\/[^\s"'<>]+$/, 'an https address'));

/** Every image says what it shows (WCAG 1.1.1). */
export const landingImageSchema = v.object({ src: imageSrc, alt: label });
export type LandingImage = v.InferOutput<typeof landingImageSchema>;

/** The icons a feature may show (the portal maps each to a drawing). */
export const landingIcons = ['send', 'bill', 'qr', 'shield', 'agent', 'clock'] as const;
export type LandingIcon = (typeof landingIcons)[number];

/** Where a call to action leads: the portal's own sign-up or sign-in. */
export const landingActions = ['signUp', 'signIn'] as const;
export type LandingAction = (typeof landingActions)[number];

export const heroContentSchema = v.object({
  title: label,
  html,
  image: v.optional(landingImageSchema),
});
export const featuresContentSchema = v.object({
  title: label,
  items: v.pipe(
    v.array(v.object({ icon: v.picklist(landingIcons), title: label, html })),
    v.minLength(1),
    v.maxLength(12),
  ),
});
export const howItWorksContentSchema = v.object({
  title: label,
  steps: v.pipe(v.array(v.object({ title: label, html })), v.minLength(1), v.maxLength(8)),
});
export const appDownloadContentSchema = v.object({
  title: label,
  html,
  stores: v.pipe(
    v.array(v.object({ store: v.picklist(['appStore', 'googlePlay']), url: httpsUrl, label })),
    v.maxLength(4),
  ),
  image: v.optional(landingImageSchema),
});
export const partnersContentSchema = v.object({
  title: label,
  logos: v.pipe(v.array(v.object({ image: landingImageSchema, url: v.optional(httpsUrl) })), v.maxLength(24)),
});
export const callToActionContentSchema = v.object({
  title: label,
  html,
  action: v.picklist(landingActions),
  label,
});

/** The block types this portal draws, each with the shape of one language's content. */
export const landingBlockContentSchemas = {
  hero: heroContentSchema,
  features: featuresContentSchema,
  howItWorks: howItWorksContentSchema,
  appDownload: appDownloadContentSchema,
  partners: partnersContentSchema,
  callToAction: callToActionContentSchema,
} as const;
export type LandingBlockType = keyof typeof landingBlockContentSchemas;
export type LandingBlockContent<T extends LandingBlockType> = v.InferOutput<(typeof landingBlockContentSchemas)[T]>;

export function isKnownBlockType(type: string): type is LandingBlockType {
  return Object.hasOwn(landingBlockContentSchemas, type);
}

/**
 * One block as served: its type (a newer content service may send types this portal does not
 * know: they pass here and are skipped when drawn), its place, and its content per language.
 */
export const landingBlockSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
  type: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/)),
  sortOrder: v.pipe(v.number(), v.integer()),
  content: v.record(localeKey, v.record(v.string(), v.unknown())),
});
export type LandingBlock = v.InferOutput<typeof landingBlockSchema>;

/** The active blocks in their configured order. */
export const landingBlocksSchema = v.pipe(v.array(landingBlockSchema), v.maxLength(50));

/** An active content page: its id is the readable slug of `/pages/<slug>`. */
export const activePageSchema = v.object({
  page_id: v.pipe(v.string(), v.regex(cmsPageIdPattern)),
  title: localeTextSchema,
  sortOrder: v.pipe(v.number(), v.integer()),
});
export type ActivePage = v.InferOutput<typeof activePageSchema>;
export const activePagesSchema = v.pipe(v.array(activePageSchema), v.maxLength(50));
