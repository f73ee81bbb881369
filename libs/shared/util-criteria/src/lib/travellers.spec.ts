import { changeParticipants, changeTravellers, DEFAULT_TRAVELLERS, isSingleRoom, normaliseParty, normaliseTravellers, SEARCH_BOX_PARTICIPANTS, TRAVELLER_AGES } from './travellers';

describe('travellers (search-side.md section 5)', () => {
  it('default is 2 adults, no child, no baby, no single room', () => {
    expect(DEFAULT_TRAVELLERS).toEqual({ adult: 2, child: 0, baby: 0, singleRoom: false });
  });

  it('adults outside 1–20 are ignored and keep the current count', () => {
    const start = changeTravellers(DEFAULT_TRAVELLERS, 'adult', 20);
    expect(start.adult).toBe(20);
    expect(changeTravellers(start, 'adult', 21)).toBe(start);
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'adult', 1).adult).toBe(1);
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'adult', 0)).toBe(DEFAULT_TRAVELLERS);
  });

  it('children and babies outside 0–10 are ignored', () => {
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'child', 10).child).toBe(10);
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'child', 11)).toBe(DEFAULT_TRAVELLERS);
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'baby', 10).baby).toBe(10);
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'baby', -1)).toBe(DEFAULT_TRAVELLERS);
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'child', 1.5)).toBe(DEFAULT_TRAVELLERS);
  });

  it('single room is automatically true when any child or baby travels, else false', () => {
    const withChild = changeTravellers(DEFAULT_TRAVELLERS, 'child', 1);
    expect(withChild.singleRoom).toBe(true);
    expect(changeTravellers(DEFAULT_TRAVELLERS, 'baby', 2).singleRoom).toBe(true);
    expect(changeTravellers(withChild, 'child', 0).singleRoom).toBe(false);
    expect(isSingleRoom({ adult: 2, child: 0, baby: 0 })).toBe(false);
  });

  it('counts read from anywhere fall back to 2/0/0 when out of range, and single room is derived not taken', () => {
    expect(normaliseParty({ adult: 0, child: 11, baby: 'x' })).toEqual({ adult: 2, child: 0, baby: 0 });
    expect(normaliseTravellers({ adult: 3, child: 0, baby: 0, singleRoom: true })).toEqual({ adult: 3, child: 0, baby: 0, singleRoom: false });
    expect(normaliseTravellers(null)).toEqual(DEFAULT_TRAVELLERS);
  });

  it('adults are 12 and over, children 3–11, babies 0–2', () => {
    expect(TRAVELLER_AGES).toEqual({ adult: { min: 12 }, child: { min: 3, max: 11 }, baby: { min: 0, max: 2 } });
  });

  it('activity participants in the search box go from 1 to 2; a generic stepper from 1 to 20; changes outside are ignored', () => {
    expect(changeParticipants(1, 2, SEARCH_BOX_PARTICIPANTS)).toBe(2);
    expect(changeParticipants(2, 3, SEARCH_BOX_PARTICIPANTS)).toBe(2);
    expect(changeParticipants(1, 0, SEARCH_BOX_PARTICIPANTS)).toBe(1);
    expect(changeParticipants(5, 20)).toBe(20);
    expect(changeParticipants(20, 21)).toBe(20);
  });
});
