import { describe, expect, it } from 'vitest';
import { appPageTemplate, withTitle } from './app-page-template.js';

describe('the page around the app', () => {
  it("cuts index.html around the app's root element", () => {
    const template = appPageTemplate('<html><head><title>Quire</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>');
    expect(template.head).toBe('<html><head><title>Quire</title></head><body><div id="root">');
    expect(template.tail).toBe('</div><script src="/a.js"></script></body></html>');
  });

  it('puts the page title in, escaped, and exactly as written', () => {
    expect(withTitle('<head><title>Quire</title></head>', "Salt & <b>pepper</b> $& $' · Quire")).toBe(
      '<head><title>Salt &#38; &#60;b&#62;pepper&#60;/b&#62; $&#38; $&#39; · Quire</title></head>',
    );
  });
});
