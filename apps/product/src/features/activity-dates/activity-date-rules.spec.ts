import { spaDayChoice } from '../../testing/replies';
import { choosableActivityIds, chosenActivityDates } from './activity-date-rules';

describe('activity day rules', () => {
  const choices = [spaDayChoice('2030-08-02', 2), { ...spaDayChoice('2030-08-02', 2), activityId: 104, title: 'Balade à cheval' }];

  it('names the activities whose day is to choose as the hash does', () => {
    expect(choosableActivityIds(choices)).toEqual(['100', '104']);
    expect(choosableActivityIds([])).toEqual([]);
  });

  it('keeps only the chosen days among the stay’s choices', () => {
    expect(
      chosenActivityDates(choices, [
        { activityId: '100', date: '2030-08-03' },
        // A day of other dates, and an activity whose day is not to choose.
        { activityId: '104', date: '2030-08-04' },
        { activityId: '7', date: '2030-08-02' },
      ]),
    ).toEqual([{ activityId: '100', date: '2030-08-03' }]);
  });
});
