import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MARK, TwoFactorHint } from './two-factor-step.tsx';

describe('the two-factor hint', () => {
  it('puts the masked e-mail in two unbreakable pieces, split only after its @', () => {
    render(<TwoFactorHint text={`We will send a code to ${ADDRESS_MARK}.`} address="jo***@example.com" />);
    const hint = screen.getByTestId('tfa-hint');
    expect(hint.textContent).toBe('We will send a code to jo***@example.com.');
    expect([...hint.querySelectorAll('.tfa__address')].map((s) => s.textContent)).toEqual(['jo***@', 'example.com']);
    expect(hint.querySelector('wbr')).not.toBeNull();
  });

  it('keeps a masked mobile number whole, wherever the language puts it', () => {
    render(<TwoFactorHint text={`${ADDRESS_MARK} に送信します`} address="****0001" />);
    const hint = screen.getByTestId('tfa-hint');
    expect(hint.textContent).toBe('****0001 に送信します');
    expect(hint.querySelectorAll('.tfa__address')).toHaveLength(1);
  });
});
