import { readNumber, readParams } from './url-params';

/** URL state of the not-found page: the hotel of an offer that is no longer sold, when the link carried it. */
export interface NotFoundState {
  readonly hotelId?: number;
}

/** Reads `#hotelId=…` of a not-found address; anything but a positive whole number is no hotel. Never throws. */
export function parseNotFoundHash(hash: string): NotFoundState {
  const hotelId = readNumber(readParams(hash), 'hotelId');
  return hotelId !== undefined && Number.isSafeInteger(hotelId) && hotelId > 0 ? { hotelId } : {};
}
