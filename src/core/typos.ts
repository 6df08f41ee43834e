/** Names a user may have mistyped (a flag, a placeholder): how far apart two are, the one meant. */

/** Edit distance (insert, delete, substitute, swap two neighbours). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** The known flag an unknown one most likely meant (a typo of at most two edits, or a prefix). */
export function nearest(name: string, known: readonly string[]): string | undefined {
  let best: { flag: string; d: number } | undefined;
  for (const flag of known) {
    const d = flag.startsWith(name) && name.length >= 3 ? 0.5 : editDistance(name, flag);
    if (d <= Math.min(2, Math.floor(flag.length / 3)) && (!best || d < best.d)) best = { flag, d };
  }
  return best?.flag;
}
