import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ROUTER_FUTURE } from '@escapade/app-providers';
import { useScrollToTop } from './use-scroll-to-top';

let navigate: NavigateFunction;

function Page() {
  const { pathname } = useLocation();
  navigate = useNavigate();
  useScrollToTop(pathname);
  return null;
}

describe('useScrollToTop (a new page starts at its top, except search pages)', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/search?flow=booking#city=paris']} future={ROUTER_FUTURE}>
        <Page />
      </MemoryRouter>,
    );
  });

  it('does nothing on the first page: the browser puts a reloaded page where it was', () => {
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when a link opens another page', async () => {
    await act(async () => navigate('/product/4733/weekend'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls a results page reached from another page to the top, as from a home link or the search button', async () => {
    await act(async () => navigate('/'));
    scrollTo.mockClear();
    await act(async () => navigate('/search?flow=booking#city=lyon'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll from one results page to another, and to a change of query or hash alone', async () => {
    await act(async () => navigate('/search?flow=booking#city=paris&page=1'));
    await act(async () => navigate('/search/activities?flow=activity'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/hotel/1590#a=2'));
    scrollTo.mockClear();
    await act(async () => navigate('/hotel/1590#a=3&anchor=products'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the scroll to the browser on back and forward', async () => {
    await act(async () => navigate('/product/4733/weekend'));
    scrollTo.mockClear();
    await act(async () => navigate(-1));
    await act(async () => navigate(1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
