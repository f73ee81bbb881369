import { createContext, useContext } from 'react';
import type { Market } from './markets';

/** The current market, provided once by the host (or a remote's standalone page). */
export const MarketContext = createContext<Market | null>(null);

/** Reads the current market; every screen renders inside a market. */
export function useMarket(): Market {
  const market = useContext(MarketContext);
  if (!market) throw new Error('useMarket must be used inside a MarketContext provider');
  return market;
}
