// The relevance measures, over a ranked list of distinct items (a series' occurrences are one) and the
// set judged relevant, at a cut-off k. Binary relevance: an item is relevant or not.

/** Share of the relevant items found in the first k, out of as many as the first k can hold (min(relevant, k)). */
export function recallAt(ranked: readonly string[], relevant: readonly string[], k: number): number {
  if (relevant.length === 0) return 1;
  const wanted = new Set(relevant);
  const found = ranked.slice(0, k).filter((item) => wanted.has(item)).length;
  return found / Math.min(relevant.length, k);
}

/** Normalised discounted cumulative gain of the first k: 1 when the relevant items come first. */
export function ndcgAt(ranked: readonly string[], relevant: readonly string[], k: number): number {
  if (relevant.length === 0) return 1;
  const wanted = new Set(relevant);
  const gain = (position: number) => 1 / Math.log2(position + 2);
  const dcg = ranked.slice(0, k).reduce((sum, item, position) => sum + (wanted.has(item) ? gain(position) : 0), 0);
  let ideal = 0;
  for (let position = 0; position < Math.min(relevant.length, k); position += 1) ideal += gain(position);
  return dcg / ideal;
}

/** The distinct items of a ranked list of titles, first occurrence kept. */
export function distinctItems(titles: readonly string[]): string[] {
  return [...new Set(titles)];
}
