import { ApiClient } from '../http/api-client.js';
import { DEMO_ACCOUNTS, DEMO_OPEN_SECTION_TITLE, DEMO_PROJECT_TITLE, DEMO_SECTION_TITLE } from '../demo/demo-course.js';

/** What each demo account finds after signing in: its sign-in's status, its projects and its sections. */
export type DemoAsSeen = Record<keyof typeof DEMO_ACCOUNTS, { signIn: number; projects: string[]; sections: { title: string; role: string }[] }>;

/** What the demo's accounts find in a fully seeded demo course. */
export const FULL_DEMO: DemoAsSeen = {
  // The author made both sections, and teaches them.
  author: {
    signIn: 200,
    projects: [DEMO_PROJECT_TITLE],
    sections: [
      { title: DEMO_OPEN_SECTION_TITLE, role: 'instructor' },
      { title: DEMO_SECTION_TITLE, role: 'instructor' },
    ],
  },
  instructor: { signIn: 200, projects: [], sections: [{ title: DEMO_SECTION_TITLE, role: 'instructor' }] },
  learner: { signIn: 200, projects: [], sections: [{ title: DEMO_SECTION_TITLE, role: 'student' }] },
};

/**
 * Signs in as each demo account through `POST /api/v1/auth/login` and lists what it finds
 * (`GET /api/v1/projects`, `GET /api/v1/sections`), to compare with FULL_DEMO.
 */
export async function demoAsSeenByItsAccounts(baseUrl: string): Promise<DemoAsSeen> {
  const seen = {} as DemoAsSeen;
  for (const [name, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    const client = new ApiClient(baseUrl);
    const signIn = await client.post('/api/v1/auth/login', { email: account.email, password: account.password });
    if (signIn.status !== 200) {
      seen[name] = { signIn: signIn.status, projects: [], sections: [] };
      continue;
    }
    const projects = (await client.get('/api/v1/projects')).body.projects as { title: string }[];
    const sections = (await client.get('/api/v1/sections')).body.sections as { title: string; role: string }[];
    seen[name] = { signIn: signIn.status, projects: projects.map((p) => p.title), sections: sections.map((s) => ({ title: s.title, role: s.role })) };
  }
  return seen;
}
