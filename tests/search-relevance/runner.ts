// Runs every judged search through a ranking and measures it: recall@10 and nDCG@10 per search and
// their means. A ranking answers a search's text with titles, best first; repeats (a weekly series'
// occurrences) count once, so the first ten distinct items are measured.
import { JUDGEMENTS } from "./judgements";
import { distinctItems, ndcgAt, recallAt } from "./metrics";

export const CUT_OFF = 10;

export interface QueryScore {
  query: string;
  recall: number;
  ndcg: number;
  top: string[];
  missed: string[];
}

export interface RelevanceReport {
  scores: QueryScore[];
  recall: number;
  ndcg: number;
}

export async function measureRelevance(rank: (text: string) => Promise<string[]>): Promise<RelevanceReport> {
  const scores: QueryScore[] = [];
  for (const { query, relevant } of JUDGEMENTS) {
    const top = distinctItems(await rank(query)).slice(0, CUT_OFF);
    scores.push({
      query,
      recall: recallAt(top, relevant, CUT_OFF),
      ndcg: ndcgAt(top, relevant, CUT_OFF),
      top,
      missed: relevant.filter((title) => !top.includes(title)),
    });
  }
  const mean = (pick: (score: QueryScore) => number) => scores.reduce((sum, score) => sum + pick(score), 0) / scores.length;
  return { scores, recall: mean((score) => score.recall), ndcg: mean((score) => score.ndcg) };
}

/** The report as lines: the searches that missed something, then the means. */
export function reportLines(report: RelevanceReport): string[] {
  return [
    ...report.scores
      .filter((score) => score.recall < 1 || score.ndcg < 1)
      .map((score) => `${score.query}: recall@10 ${score.recall.toFixed(2)}, nDCG@10 ${score.ndcg.toFixed(2)}; missed ${JSON.stringify(score.missed)}; top ${JSON.stringify(score.top.slice(0, 5))}`),
    `${report.scores.length} searches: recall@10 ${report.recall.toFixed(3)}, nDCG@10 ${report.ndcg.toFixed(3)}`,
  ];
}
