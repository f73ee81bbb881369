import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useBelowFoldReady } from './use-below-fold-ready';

function Probe() {
  return <p>{useBelowFoldReady() ? 'after' : 'before'}</p>;
}

describe('content below the first screen', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('is never in the frame rendered ahead of time', () => {
    expect(renderToString(<Probe />)).toContain('before');
  });

  it('shows from the first key, scroll or tap', () => {
    render(<Probe />);
    expect(screen.getByText('before')).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('shows at once on a page reached by a link in the site', () => {
    window.history.replaceState({ idx: 1 }, '');
    render(<Probe />);
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('shows without any input once the page has loaded and the browser has an idle moment', () => {
    jest.useFakeTimers();
    try {
      render(<Probe />);
      expect(screen.getByText('before')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.getByText('after')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
