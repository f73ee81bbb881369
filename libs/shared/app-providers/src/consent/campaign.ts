/** The query parameters a visit may arrive with that credit a partner or campaign (product-side.md, analytics). */
export const CAMPAIGN_PARAMS = ['refid', 'fclid', 'affiliateId', 'sfmc_sub'] as const;

export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type Campaign = Partial<Record<CampaignParam, string>>;

/** Where the campaign parameters are kept between visits, once marketing attribution is allowed. */
export const CAMPAIGN_STORAGE_KEY = 'escapade.analytics.campaign';

/** Longest value kept: the collect endpoint bounds its texts, and nothing longer is a real id. */
const MAX_VALUE_LENGTH = 100;

/** Printable text only: a value pasted with control characters or markup is no id. */
const ACCEPTABLE = /^[^\s<>"'\\\p{Cc}]{1,100}$/u;

/** The campaign parameters of a query string, each trimmed and kept only when it looks like an id. */
export function campaignFromQuery(search: string): Campaign {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = query.get(name)?.trim().slice(0, MAX_VALUE_LENGTH);
    if (value && ACCEPTABLE.test(value)) campaign[name] = value;
  }
  return campaign;
}

/** A stored campaign, read defensively: storage is the visitor's to edit. */
export function parseStoredCampaign(stored: string | null): Campaign {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const campaign: Campaign = {};
    for (const name of CAMPAIGN_PARAMS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && ACCEPTABLE.test(value)) campaign[name] = value;
    }
    return campaign;
  } catch {
    return {};
  }
}
