import '@testing-library/jest-dom';
import { Suspense, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { ACQUISITION_FLAG_KEY, ALL_REFUSED, CONSENT_COOKIE, saveConsent } from '@escapade/app-providers/consent';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import AcquisitionModal from './acquisition-modal';
import { ACQUISITION_CLOSE_DELAY_MS, ACQUISITION_DELAY_MS } from './acquisition-rules';
import { useAcquisitionModal } from './use-acquisition-modal';

jest.setTimeout(20_000);

const realFetch = global.fetch;

/** A page with links elsewhere and, when it is time, the real modal. */
function Visit() {
  const { open, dismiss } = useAcquisitionModal();
  const navigate = useNavigate();
  const [mapOpen, setMapOpen] = useState(false);
  return (
    <>
      <button onClick={() => navigate('/search')}>Search page</button>
      <button onClick={() => navigate('/product/42')}>Product page</button>
      <button onClick={() => setMapOpen((current) => !current)}>Map</button>
      {mapOpen ? <div role="dialog" aria-label="Map" /> : null}
      {open ? (
        <Suspense fallback={null}>
          <AcquisitionModal onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const modal = () => screen.queryByRole('dialog', { name: 'Your next getaway starts here' });

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  saveConsent(ALL_REFUSED);
  global.fetch = jest.fn(async () => jsonReply(201, { ok: true })) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  global.fetch = realFetch;
});

describe('when the acquisition modal opens (product-side.md, acquisition modal)', () => {
  it('never opens on the first page of a visit', async () => {
    await renderInShell(<Visit />, { language: 'en' });
    await wait(3 * ACQUISITION_DELAY_MS);
    expect(modal()).toBeNull();
  });

  it('opens 10 seconds after the visitor moves to a search page, not before', async () => {
    await renderInShell(<Visit />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await wait(ACQUISITION_DELAY_MS - 100);
    expect(modal()).toBeNull();
    await wait(100);
    expect(await screen.findByRole('dialog', { name: 'Your next getaway starts here' })).toBeInTheDocument();
  });

  it('waits while another dialog (the map) is open, and opens once it closes', async () => {
    await renderInShell(<Visit />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    await wait(3 * ACQUISITION_DELAY_MS);
    expect(modal()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(await screen.findByRole('dialog', { name: 'Your next getaway starts here' })).toBeInTheDocument();
  });

  it('is cancelled when the visitor moves on to a page where it does not open', async () => {
    await renderInShell(<Visit />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await wait(ACQUISITION_DELAY_MS / 2);
    fireEvent.click(screen.getByRole('button', { name: 'Product page' }));
    await wait(3 * ACQUISITION_DELAY_MS);
    expect(modal()).toBeNull();
  });

  it('does not open for a visit from an excluded affiliate', async () => {
    window.history.replaceState(null, '', '/?affiliateId=igraal');
    await renderInShell(<Visit />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await wait(3 * ACQUISITION_DELAY_MS);
    expect(modal()).toBeNull();
  });

  it('does not open while the consent question is unanswered', async () => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    await renderInShell(<Visit />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await wait(3 * ACQUISITION_DELAY_MS);
    expect(modal()).toBeNull();
  });

  it('once closed, sets the flag and never comes back', async () => {
    await renderInShell(<Visit />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await wait(ACQUISITION_DELAY_MS);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(modal()).toBeNull();
    expect(window.localStorage.getItem(ACQUISITION_FLAG_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Product page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await wait(3 * ACQUISITION_DELAY_MS);
    expect(modal()).toBeNull();
  });

  it('after a signup says thank you, then closes 1.2 seconds later and sets the flag', async () => {
    await renderInShell(<Visit />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await wait(ACQUISITION_DELAY_MS);
    const email = await screen.findByRole('textbox', { name: 'Your email address' });
    fireEvent.change(email, { target: { value: 'claire.martin@example.fr' } });
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Thank you! You are now subscribed to our newsletter.')).toBeInTheDocument();
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'claire.martin@example.fr', source: 'auto_search' });
    await wait(ACQUISITION_CLOSE_DELAY_MS - 100);
    expect(modal()).not.toBeNull();
    await wait(100);
    expect(modal()).toBeNull();
    expect(window.localStorage.getItem(ACQUISITION_FLAG_KEY)).not.toBeNull();
  });
});
