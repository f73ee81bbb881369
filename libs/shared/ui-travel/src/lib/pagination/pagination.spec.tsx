import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@escapade/ui/testing';
import { Pagination } from './pagination';
import { paginationItems, paginationRange } from './pagination-items';

const numbers = (current: number, count: number) =>
  paginationItems(current, count)
    .map((item) => (item.kind === 'gap' ? '…' : item.page + 1))
    .join(' ');

describe('paginationItems', () => {
  it('numbers every page under 10 pages', () => {
    expect(numbers(0, 9)).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('numbers first, last and two each side of the current page under 100 pages', () => {
    expect(numbers(0, 40)).toBe('1 2 3 4 5 6 … 40');
    expect(numbers(19, 40)).toBe('1 … 18 19 20 21 22 … 40');
    expect(numbers(39, 40)).toBe('1 … 35 36 37 38 39 40');
  });

  it('numbers first, last and one each side from 100 pages on', () => {
    expect(numbers(49, 250)).toBe('1 … 49 50 51 … 250');
    expect(numbers(2, 250)).toBe('1 2 3 4 … 250');
  });

  it('never hides a single page behind a gap', () => {
    expect(numbers(4, 40)).toBe('1 2 3 4 5 6 7 … 40');
  });

  it('gives the 1-based range of the legend', () => {
    expect(paginationRange(0, 20, 134)).toEqual({ from: 1, to: 20 });
    expect(paginationRange(6, 20, 134)).toEqual({ from: 121, to: 134 });
  });
});

describe('Pagination', () => {
  const hrefForPage = (page: number) => `/search?flow=booking&page=${page}`;

  it("renders zero-based page links, the current page and the legend 'from - to results of total'", () => {
    renderWithIntl(<Pagination page={2} pageSize={20} totalResults={134} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('41 - 60 results of 134')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?flow=booking&page=0');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?flow=booking&page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?flow=booking&page=3');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithIntl(<Pagination page={0} pageSize={20} totalResults={50} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    rerender(<Pagination page={2} pageSize={20} totalResults={50} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('hands a click to client-side navigation', async () => {
    const onPageChange = jest.fn((_page: number, event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithIntl(<Pagination page={0} pageSize={20} totalResults={50} hrefForPage={hrefForPage} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(1, expect.anything());
  });
});
