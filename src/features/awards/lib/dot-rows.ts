/** Rows of the strip plot: each dot, from left to right, goes to the first row where it overlaps no other. */
export const DOT_ROWS = 3;

export function dotRows(positions: readonly number[], minGap = 4): number[] {
  const lastInRow: number[] = [];
  return positions.map((position) => {
    const free = Array.from({ length: DOT_ROWS }, (_, row) => row).find(
      (row) => lastInRow[row] === undefined || position - (lastInRow[row] ?? 0) >= minGap,
    );
    // Every row taken: the one whose last dot is farthest to the left.
    const row =
      free ?? lastInRow.reduce((best, last, index) => (last < (lastInRow[best] ?? Infinity) ? index : best), 0);
    lastInRow[row] = position;
    return row;
  });
}
