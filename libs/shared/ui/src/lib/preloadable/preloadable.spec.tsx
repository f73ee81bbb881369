import { lazy, Suspense, useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable (code on demand that shows at once when fetched ahead)', () => {
  it('suspends when its code was not fetched, then shows', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = preloadable(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('renders in the same pass once preloaded, without its fallback', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = preloadable(load);
    await act(async () => Lazy.preload());
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Bo" />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Bo')).toBeTruthy();
  });

  it('keeps what it drew when its code came during a first render: a later render does not mount it afresh', async () => {
    let mounts = 0;
    function Counter({ label }: { readonly label: string }) {
      const [mountNumber] = useState(() => ++mounts);
      return (
        <p>
          {label} {mountNumber}
        </p>
      );
    }
    const Inner = preloadable(() => Promise.resolve({ default: Counter }));
    // A page part of its own code (a map's modal) that holds the component and draws it again once
    // its data come: React resumes the suspended part alone, so that part is the lazy component.
    function PagePart() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 50);
        return () => clearTimeout(timer);
      }, []);
      return (
        <Suspense fallback={null}>
          <Inner label={ready ? 'ready' : 'waiting'} />
        </Suspense>
      );
    }
    const LazyPagePart = lazy(() => Promise.resolve({ default: PagePart }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPagePart />
      </Suspense>,
    );
    expect(await screen.findByText(/^ready/)).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
