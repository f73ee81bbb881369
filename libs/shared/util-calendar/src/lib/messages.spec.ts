import { calendarMessages } from './messages';

describe('calendar messages', () => {
  it('every user-facing text has a calendar.* id and English text', () => {
    const descriptors = Object.values(calendarMessages);
    for (const { id, defaultMessage } of descriptors) {
      expect(id).toMatch(/^calendar\.[a-zA-Z.]+$/);
      expect(defaultMessage.trim()).not.toBe('');
    }
    expect(new Set(descriptors.map(({ id }) => id)).size).toBe(descriptors.length);
  });

  it("uses the spec's words for the loading overlay and the gift-card prompt", () => {
    expect(calendarMessages.loadingAvailabilities.defaultMessage).toBe('We are looking for the next availabilities...');
    expect(calendarMessages.giftcardPrompt.defaultMessage).toBe('Need flexibility? Offer this stay as a giftcard');
  });
});
