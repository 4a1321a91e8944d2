import { describe, expect, it } from 'vitest';
import { objectiveMatches, type SearchableObjective } from './objective-matches.js';

const reactions: SearchableObjective = { id: 10, title: 'Chemical Reactions', parentIds: null };
const balance: SearchableObjective = { id: 11, title: 'Balance equations', parentIds: [10] };
const byId = new Map([reactions, balance].map((o) => [o.id, o]));

describe('finding an objective by what the author typed', () => {
  it("matches its own title, whatever the case", () => {
    expect(objectiveMatches(balance, 'BALANCE', byId)).toBe(true);
    expect(objectiveMatches(balance, 'naming', byId)).toBe(false);
  });

  it("matches a parent's title", () => {
    expect(objectiveMatches(balance, 'reactions', byId)).toBe(true);
    expect(objectiveMatches(reactions, 'balance', byId)).toBe(false);
  });

  it('matches everything for blank text', () => {
    expect(objectiveMatches(reactions, '  ', byId)).toBe(true);
  });
});
