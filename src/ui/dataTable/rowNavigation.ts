/**
 * The row a key moves to in the grid's body (the WAI-ARIA grid pattern, one row at a time), or
 * null when the key is not a navigation key. Home and End go to the first and last row with or
 * without Control, since the body has no cells to move between.
 */
export function nextRowIndex(key: string, current: number, count: number, pageSize: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (index: number) => Math.max(0, Math.min(last, index));
  switch (key) {
    case 'ArrowDown':
      return clamp(current + 1);
    case 'ArrowUp':
      return clamp(current - 1);
    case 'PageDown':
      return clamp(current + pageSize);
    case 'PageUp':
      return clamp(current - pageSize);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
