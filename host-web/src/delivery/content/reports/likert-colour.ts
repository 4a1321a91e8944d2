const DISAGREE = [178, 24, 43];
const NEUTRAL = [189, 189, 189];
const AGREE = [33, 102, 172];

const mix = (from: number[], to: number[], t: number) => from.map((channel, i) => Math.round(channel + (to[i] - channel) * t));
const hex = (rgb: number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour of Likert level `index` of `levels`: a diverging scale from red (the first
 * level, most disagreeing) through grey (the middle) to blue (the last), so levels read
 * in order and the two ends stay apart for most kinds of colour blindness.
 */
export function likertColour(index: number, levels: number): string {
  const t = levels <= 1 ? 0.5 : Math.min(1, Math.max(0, index / (levels - 1)));
  return hex(t <= 0.5 ? mix(DISAGREE, NEUTRAL, t * 2) : mix(NEUTRAL, AGREE, (t - 0.5) * 2));
}
