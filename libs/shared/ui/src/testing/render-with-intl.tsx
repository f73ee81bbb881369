import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

export interface RenderWithIntlResult extends RenderResult {
  user: UserEvent;
}

export interface RenderWithIntlOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Options for user-event, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders a component inside the English IntlProvider so every test reads the spec's default texts. */
export function renderWithIntl(ui: ReactElement, { userOptions, ...options }: RenderWithIntlOptions = {}): RenderWithIntlResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale="en" defaultLocale="en">
        {children}
      </IntlProvider>
    );
  }
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
