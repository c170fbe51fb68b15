import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RANGE_PRESETS, type DateRange } from '../../lib/date-range.ts';
import { ApiError } from '../../lib/errors.ts';
import { RecordFailed, RecordPage } from './record-page.tsx';

const keys = {
  ns: 'records',
  failed: 'records.failed',
  retry: 'records.retry',
  empty: 'records.empty',
  emptyHint: 'records.empty_hint',
  pager: { label: 'records.pages', previous: 'records.previous', next: 'records.next', pageOf: 'records.page_of' },
};
const range: DateRange = { preset: '7d', from: '2026-02-23', to: '2026-03-01' };
type Rows = { list: string[]; total: number };

function page(query: Partial<Parameters<typeof RecordPage<Rows>>[0]['query']>, onPage = () => {}) {
  return render(
    <RecordPage<Rows>
      className="rk-page"
      testId="rc-page"
      testIds="rc"
      filters={<span>own filter</span>}
      range={range}
      presets={RANGE_PRESETS}
      onRange={() => {}}
      query={{
        data: undefined,
        error: null,
        isError: false,
        isFetching: false,
        isPlaceholderData: false,
        refetch: () => {},
        ...query,
      }}
      page={1}
      pageSize={2}
      onPage={onPage}
      keys={keys}
    >
      {(data) => <ul data-testid="rows">{data.list.join(',')}</ul>}
    </RecordPage>,
  );
}

describe('RecordPage', () => {
  it('lists a page of rows under the filters, with the pager', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    page({ data: { list: ['a', 'b'], total: 3 }, isPlaceholderData: true }, onPage);
    expect(screen.getByTestId('rc-page')).toHaveTextContent('own filter');
    expect(screen.getByTestId('rc-range-7d')).toBeInTheDocument();
    expect(screen.getByTestId('rows')).toHaveTextContent('a,b');
    expect(screen.getByTestId('rows').closest('section')).toHaveClass('rk-card', 'rk-card--stale');
    expect(screen.getByTestId('rc-pager')).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says when there are no rows, without a pager', () => {
    page({ data: { list: [], total: 0 } });
    expect(screen.getByText('No records in this period.')).toBeInTheDocument();
    expect(screen.queryByTestId('rc-pager')).toBeNull();
  });

  it('shows the failure with a retry', async () => {
    const refetch = vi.fn();
    const user = userEvent.setup();
    page({ isError: true, error: new ApiError('network_error', ''), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The network connection is abnormal. Please check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('RecordFailed', () => {
  it('stands alone as a card with the fallback text for an unknown failure', () => {
    const { container } = render(
      <RecordFailed card error={new Error('x')} failed="records.failed" retry="records.retry" onRetry={() => {}} />,
    );
    expect(container.firstElementChild!.tagName).toBe('SECTION');
    expect(container.firstElementChild).toHaveClass('rk-card', 'rk-failed');
    expect(screen.getByRole('alert')).toHaveTextContent('An unknown error occurred.');
  });
});
