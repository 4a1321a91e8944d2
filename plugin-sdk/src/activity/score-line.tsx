import type { ReactNode } from 'react';

/** Props of {@link ScoreLine}. @public */
export interface ScoreLineProps {
  readonly score: number | null;
  readonly outOf: number | null;
}

/** 'Score: N / M' once an attempt is scored; nothing before. @public */
export function ScoreLine({ score, outOf }: ScoreLineProps): ReactNode {
  if (score === null || outOf === null) return null;
  return <p className="score">{`Score: ${score} / ${outOf}`}</p>;
}
