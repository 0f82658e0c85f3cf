import { Typography, type MantineSize, Text } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../config/sanitizeHtml';
import classes from '../Landing.module.css';

/** A block's HTML from the content editors, sanitized (scripts, handlers, styles, unsafe links gone). */
export function BlockHtml({ html, size = 'md' }: { html: string; size?: MantineSize }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      <Text component="div" size={size} className={classes.html} dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
