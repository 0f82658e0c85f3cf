import { Trans } from '@lingui/react/macro';
import classes from './SkipLink.module.css';

/** the id of the page's main landmark, the skip link's target */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * requirements#accessibility: the page's first stop for the keyboard passes over the header and the
 * menu to the page's content (WCAG 2.4.1). Focus moves by hand: the address keeps no #fragment the
 * router would have to read.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skip}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
