import React, { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { startFrameHydration, useHydrated } from './use-hydrated';

/** Notes each value it renders with. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'frame'}</p>;
}

async function renderAfresh(): Promise<boolean[]> {
  const seen: boolean[] = [];
  await act(async () => createRoot(document.createElement('div')).render(<Probe seen={seen} />));
  return seen;
}

describe('whether the page frame is hydrated', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is true from the first render of a page the browser renders afresh', async () => {
    expect(await renderAfresh()).toEqual([true]);
  });

  it('is false in the frame and while hydrating it, then true in a render that is a transition', async () => {
    startFrameHydration();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('frame');
    const transition = jest.spyOn(React, 'startTransition');
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen).toEqual([false, true]);
    expect(container.textContent).toBe('browser');
    expect(transition).toHaveBeenCalledTimes(1);
    // What mounts once the frame is hydrated (another page's parts) renders the browser's state at once.
    expect(await renderAfresh()).toEqual([true]);
  });
});
