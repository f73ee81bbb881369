import { Suspense } from 'react';
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
});
