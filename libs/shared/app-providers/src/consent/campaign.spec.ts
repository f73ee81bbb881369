import { campaignFromQuery, parseStoredCampaign } from './campaign';

describe('campaign parameters (refid, fclid, affiliateId, sfmc_sub)', () => {
  it('keeps the four parameters of a landing URL, trimmed, and nothing else', () => {
    expect(campaignFromQuery('?refid=TA-1&fclid=%20abc%20&affiliateId=p7&sfmc_sub=42&utm_source=x')).toEqual({ refid: 'TA-1', fclid: 'abc', affiliateId: 'p7', sfmc_sub: '42' });
  });

  it('refuses values that are no id (markup, spaces, control characters, empty) and cuts long ones', () => {
    expect(campaignFromQuery('?refid=<script>&fclid=a%20b&affiliateId=%07x&sfmc_sub=')).toEqual({});
    expect(campaignFromQuery(`?refid=${'a'.repeat(300)}`).refid).toHaveLength(100);
  });

  it('reads stored parameters defensively', () => {
    expect(parseStoredCampaign(null)).toEqual({});
    expect(parseStoredCampaign('not json')).toEqual({});
    expect(parseStoredCampaign('[1]')).toEqual({});
    expect(parseStoredCampaign('{"refid":"TA-1","fclid":3,"other":"x"}')).toEqual({ refid: 'TA-1' });
  });
});
