// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FORMULA_TOO_LONG_MESSAGE, FormulaDialog } from './formula-dialog.js';
import { PlainSourceEditor } from './source-editor.js';
import { MAX_FORMULA_SOURCE_LENGTH } from '../common/formula-schemas.js';

afterEach(cleanup);

function open(src: string, subtype?: string, block = true) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<FormulaDialog src={src} subtype={subtype} block={block} onSave={onSave} onCancel={onCancel} sourceEditor={PlainSourceEditor} />);
  return { onSave, onCancel, preview: screen.getByRole('region', { name: 'Preview' }), status: screen.getByRole('status') };
}
const source = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('the formula editor', () => {
  it('is a modal dialog with the Latex and MathML tabs, each linking to its reference', () => {
    open('x^2');
    expect(screen.getByRole('dialog', { name: 'Formula editor' }).getAttribute('aria-modal')).toBe('true');
    const latex = screen.getByRole('tab', { name: 'Latex' });
    expect(latex.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: /LaTeX reference/ }).getAttribute('href')).toBe('https://katex.org/docs/supported.html');
    fireEvent.click(screen.getByRole('tab', { name: 'MathML' }));
    expect(screen.getByRole('link', { name: /MathML reference/ }).getAttribute('href')).toBe('https://developer.mozilla.org/en-US/docs/Web/MathML/Reference/Element');
  });

  it('previews the LaTeX live with KaTeX, and saves the source with its notation', () => {
    const { preview, onSave } = open('');
    fireEvent.change(source('Latex source'), { target: { value: '\\sqrt{2}' } });
    expect(preview.querySelector('.katex math')).not.toBeNull();
    expect(preview.querySelector('msqrt')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ src: '\\sqrt{2}', subtype: 'latex' });
  });

  it("shows KaTeX's message under the preview while the LaTeX does not parse", () => {
    const { status, preview } = open('\\frac{1');
    expect(status.textContent).toMatch(/^KaTeX parse error: /);
    expect(preview.querySelector('.katex-error')?.textContent).toBe('\\frac{1');
    fireEvent.change(source('Latex source'), { target: { value: '\\frac{1}{2}' } });
    expect(status.textContent).toBe('');
  });

  it('converts MathML to LaTeX when the author switches to the Latex tab, and LaTeX to MathML back', () => {
    const { onSave } = open('<math><mfrac><mi>a</mi><mn>2</mn></mfrac></math>', 'mathml');
    expect(screen.getByRole('tab', { name: 'MathML' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Latex' }));
    expect(source('Latex source').value).toBe('\\frac{a}{2}');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Latex' }), { key: 'ArrowRight' });
    expect(source('MathML source').value).toContain('<mfrac><mi>a</mi><mn>2</mn></mfrac>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0][0].subtype).toBe('mathml');
  });

  it('previews MathML through the allow-list', () => {
    const { preview } = open('<math><mi onclick="alert(1)">x</mi><script>alert(2)</script></math>', 'mathml');
    expect(preview.innerHTML).toContain('<math><mi>x</mi></math>');
    expect(preview.innerHTML).not.toMatch(/onclick|script/);
  });

  it('will not save a source longer than a formula may be', () => {
    const { status, onSave } = open('');
    fireEvent.change(source('Latex source'), { target: { value: 'x'.repeat(MAX_FORMULA_SOURCE_LENGTH + 1) } });
    expect(status.textContent).toBe(FORMULA_TOO_LONG_MESSAGE);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cancels with Cancel and with Escape', () => {
    const { onCancel } = open('x');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(source('Latex source'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
