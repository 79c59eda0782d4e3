import { describe, expect, it } from 'vitest';
import { safeEmailFragment } from '../../src/features/dev-tools/mailbox/safe-email-html.ts';

function render(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.appendChild(safeEmailFragment(html));
  return host;
}

describe('the dev mailbox shows an email safely (decision 168)', () => {
  it('keeps text, inline styles and http(s) links', () => {
    const host = render(
      '<body><div style="color: rgb(1, 2, 3)"><p>Hello</p><a href="http://localhost:5301/auth/reset-password?token=x">Reset</a></div></body>',
    );
    expect(host.querySelector('div')?.style.color).toBe('rgb(1, 2, 3)');
    expect(host.querySelector('a')?.getAttribute('href')).toBe(
      'http://localhost:5301/auth/reset-password?token=x',
    );
    expect(host.textContent).toBe('HelloReset');
  });

  it('drops scripts, event handlers, frames, forms and javascript: links', () => {
    const host = render(
      '<p onclick="alert(1)">Hi</p><script>alert(2)</script><iframe src="https://x.example"></iframe>' +
        '<a href="javascript:alert(3)">bad</a><form action="https://x.example"><input name="a"></form><img src=x onerror="alert(4)">',
    );
    expect(host.innerHTML).not.toMatch(/script|onclick|iframe|javascript|form|input|img|onerror/i);
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(host.textContent).toBe('Hibad');
  });
});
