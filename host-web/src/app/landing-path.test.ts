import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.js';

const params = (query: string) => new URLSearchParams(query);
const author = { linkedAuthorAccount: { email: 'author@example.com' } };
const learner = { linkedAuthorAccount: null };

describe('landingPath', () => {
  it('sends authors to Projects and everyone else to My Courses', () => {
    expect(landingPath(author, params(''))).toBe('/authoring');
    expect(landingPath(learner, params(''))).toBe('/');
    expect(landingPath({}, params(''))).toBe('/');
  });

  it('goes back to the section a guest prompt came from, before the role’s home', () => {
    expect(landingPath(author, params('section=spring-term-3fa9c1'))).toBe('/sections/spring-term-3fa9c1');
    expect(landingPath(learner, params('section=../../evil'))).toBe('/');
    expect(landingPath(learner, params('section=a%2Fb'))).toBe('/');
  });

  it('goes back to the page that asked for a sign-in, only within the app', () => {
    expect(landingPath(learner, params('next=%2Fsections%2Fs%2Flesson%2Fp&section=other'))).toBe('/sections/s/lesson/p');
    for (const elsewhere of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/.//evil.example/phish', '/a/..//evil.example']) {
      expect(landingPath(author, params(`next=${encodeURIComponent(elsewhere)}`))).toBe('/authoring');
    }
  });
});
