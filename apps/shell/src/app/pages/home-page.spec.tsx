import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { HomePage } from './home-page';
import fr from '../../messages/fr.json';
import { loadRemoteModule, resetRemote } from '../remotes/federation';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn(), readyModule: () => undefined, resetRemote: jest.fn() }));

const load = loadRemoteModule as jest.Mock;

function FakeSearchBox() {
  return <form role="search" aria-label="Search box" />;
}

describe('the home page mounts the search box through the mount helper', () => {
  beforeEach(() => {
    load.mockReset();
    // The boundary reports the failure, and React logs what it caught.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  // One story: lazy modules are cached per attempt for the page's life, as in the browser.
  it('keeps the home page working when the remote fails (a level 2 message and the link to the results), then the retry shows the box in place of the link', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js unreachable'));
    await renderWithProviders(<HomePage />, { messages: fr });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: "Cette partie de la page n'a pas pu être chargée" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un week-end' })).toHaveAttribute('href', '/search?flow=booking');
    expect(screen.getByRole('heading', { level: 1, name: 'Courts séjours en Europe' })).toBeInTheDocument();

    load.mockResolvedValue({ default: FakeSearchBox });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(resetRemote).toHaveBeenCalledWith('search');
    expect(await screen.findByRole('search', { name: 'Search box' })).toBeInTheDocument();
    expect(alert).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('search', 'SearchBox');
    expect(screen.queryByRole('link', { name: 'Trouver un week-end' })).toBeNull();
  });
});
