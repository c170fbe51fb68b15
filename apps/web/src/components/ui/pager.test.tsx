import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageCount } from './pager.tsx';

const keys = { label: 'records.pages', previous: 'records.previous', next: 'records.next', pageOf: 'records.page_of' };

describe('pageCount', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('Pager', () => {
  it('shows nothing while everything fits on one page', () => {
    const { container } = render(<Pager page={1} total={20} pageSize={20} onPage={() => {}} keys={keys} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a labelled navigation that moves a page back and forth', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    render(<Pager page={2} total={45} pageSize={20} onPage={onPage} keys={keys} testId="rc-pager" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveClass('rk-pager');
    expect(nav).toHaveAttribute('data-testid', 'rc-pager');
    expect(nav).toHaveTextContent('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables the ends and, without a label, is a plain group with its own classes', () => {
    const { container } = render(
      <Pager
        page={3}
        total={17}
        pageSize={8}
        onPage={() => {}}
        keys={{ previous: 'deposit.prev', next: 'deposit.next', pageOf: 'deposit.page_of' }}
        className="dp-pager"
        buttonClassName="btn btn--ghost btn--sm"
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.firstElementChild).toHaveClass('dp-pager');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveClass('btn--ghost');
    expect(container).toHaveTextContent('Page 3 of 3');
  });
});
