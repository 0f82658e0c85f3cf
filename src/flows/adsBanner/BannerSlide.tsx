import { Anchor, Box, Text, VisuallyHidden } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdsBannerItem } from '../../../machines/adsBanner.machine';
import { isExternalLink } from '../../api/contract/adsBanner';
import classes from './AdsBanner.module.css';

/**
 * One banner: its image with the content's alt text (also written over it: the image carries no
 * words of its own, so the banner reads in every language), linked to a page of the portal or,
 * in a new tab that cannot reach back into the portal, to another site.
 */
export function BannerSlide({
  banner,
  alt,
  tabbable = true,
}: {
  banner: AdsBannerItem;
  alt: string;
  /** a slide out of view is not reached with Tab */
  tabbable?: boolean;
}) {
  const tabIndex = tabbable ? undefined : -1;
  const content = (
    <>
      <img className={classes.image} src={banner.imageUrl} alt={alt} width={1200} height={360} />
      <Text component="span" className={classes.caption} aria-hidden dir="auto">
        {alt}
      </Text>
    </>
  );
  if (banner.link === null) return <Box className={classes.slide}>{content}</Box>;
  if (isExternalLink(banner.link))
    return (
      <Anchor
        href={banner.link}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.slide}
        underline="never"
        tabIndex={tabIndex}
      >
        {content}
        <VisuallyHidden>
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      </Anchor>
    );
  return (
    <Anchor component={Link} to={banner.link} className={classes.slide} underline="never" tabIndex={tabIndex}>
      {content}
    </Anchor>
  );
}
