import { describe, expect, it } from 'vitest';
import { defaultNavbarLinks, isPopoutLink } from './navbar-links.js';

describe('defaultNavbarLinks', () => {
  it('gives Home, active on the section home, and Course Content as an outline popout', () => {
    expect(defaultNavbarLinks('bio', '/sections/bio')).toEqual([
      { name: 'Home', href: '/sections/bio', active: true },
      { name: 'Course Content', popout: { component: 'CourseContentOutline', props: { sectionSlug: 'bio', preview: false } } },
    ]);
    expect(defaultNavbarLinks('bio', '/sections/bio/')[0]).toMatchObject({ active: true });
  });

  it('leads to the preview of the section while previewing', () => {
    expect(defaultNavbarLinks('bio', '/sections/bio/preview', true)).toEqual([
      { name: 'Home', href: '/sections/bio/preview', active: true },
      { name: 'Course Content', popout: { component: 'CourseContentOutline', props: { sectionSlug: 'bio', preview: true } } },
    ]);
  });

  it('leaves Home inactive on a lesson and in another section', () => {
    expect(defaultNavbarLinks('bio', '/sections/bio/lesson/cells')[0]).toMatchObject({ active: false });
    expect(defaultNavbarLinks('bio', '/sections/biology')[0]).toMatchObject({ active: false });
  });

  it('tells popout links from page links', () => {
    expect(defaultNavbarLinks('bio', '/').map(isPopoutLink)).toEqual([false, true]);
  });
});
