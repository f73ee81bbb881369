import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { renderWithProviders } from '@escapade/app-providers/testing';
import fr from '../../messages/fr.json';
import { loadRemoteModule } from './federation';
import { isLoadFailure, RemoteLoadError, RemoteModule } from './remote-outlet';
import { CrashBoundary } from '../crash/crash-boundary';
import { postLog } from '@escapade/data-access-api';

jest.mock('@escapade/data-access-api', () => ({ ...jest.requireActual('@escapade/data-access-api'), postLog: jest.fn().mockResolvedValue({ ok: true }) }));

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), readyModule: () => undefined, resetRemote: jest.fn() }));

/** A remote module showing a travel text (the calendar's 'Clear'), which the shell's start-up does not load. */
function FakeCalendarBox() {
  const intl = useIntl();
  return <button type="button">{intl.formatMessage({ id: 'travel.calendar.clear', defaultMessage: 'Clear' })}</button>;
}

describe('a remote module mounted by the shell', () => {
  it('gets the travel texts, fetched with its code, though the page started with the shell’s own catalog only', async () => {
    (loadRemoteModule as jest.Mock).mockResolvedValue({ default: FakeCalendarBox });
    await renderWithProviders(<RemoteModule remote="search" module="SearchBox" />, { messages: fr });
    expect(await screen.findByRole('button', { name: 'Effacer' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('search', 'SearchBox');
  });

  it('shows its error message with a retry when its code cannot be loaded, and loads it afresh on retry', async () => {
    (loadRemoteModule as jest.Mock).mockClear().mockRejectedValueOnce(new Error('Failed to load script resources')).mockResolvedValue({ default: FakeCalendarBox });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithProviders(<RemoteModule remote="search" module="SearchBox" />, { messages: fr });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(warn).toHaveBeenCalledWith('The search part of the page failed', 'Failed to load script resources', expect.any(String));
    await act(async () => retry.click());
    expect(await screen.findByRole('button', { name: 'Effacer' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('passes a crash in a render on to the crash page, which reports it, instead of the region’s message', async () => {
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    (loadRemoteModule as jest.Mock).mockClear().mockResolvedValue({ default: Broken });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <CrashBoundary>
        <RemoteModule remote="search" module="SearchBox" />
      </CrashBoundary>,
      { messages: fr },
    );
    expect(await screen.findByRole('heading', { level: 1, name: fr['shell.crash.title'] })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(postLog).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'ERROR', location: 'application.client.error', message: expect.stringContaining('Cannot read properties of undefined') }),
    );
    error.mockRestore();
  });

  it('tells a failed download from a bug: the remote’s entry and a chunk it splits off', () => {
    expect(isLoadFailure(new RemoteLoadError('search', new Error('Failed to load script resources')))).toBe(true);
    expect(isLoadFailure(Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isLoadFailure(new TypeError('x is undefined'))).toBe(false);
  });
});
