import * as v from 'valibot';
import { localeTextSchema } from './content';

/**
 * requirements#ads-banner: `cms/v1/default_adsBanner_getAllBanners?userType=` answers the banners
 * of a category (lstAdsBanner is the answer's data). An image is on this origin; a link is an
 * internal route (`/app/…`) or an external https page.
 */
export const adsBannerSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  imageUrl: v.pipe(v.string(), v.regex(/^\/(?!\/)[A-Za-z0-9/_.-]+$/, 'an image on this origin')),
  alt: localeTextSchema,
  link: v.nullable(
    v.pipe(
      v.string(),
      v.regex(/^(?:\/(?!\/)[A-Za-z0-9/_.-]*|https:\/\/[^\s]+)$/, 'an internal route or an https page'),
    ),
  ),
  sortOrder: v.pipe(v.number(), v.integer()),
});
export type AdsBanner = v.InferOutput<typeof adsBannerSchema>;

export const adsBannerListSchema = v.pipe(v.array(adsBannerSchema), v.maxLength(20));
export type AdsBannerList = v.InferOutput<typeof adsBannerListSchema>;

/** A link leaves the portal when it is an absolute https address. */
export function isExternalLink(link: string): boolean {
  return link.startsWith('https://');
}
