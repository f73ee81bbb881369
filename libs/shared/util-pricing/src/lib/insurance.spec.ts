import { MARKET_CODES } from '@escapade/util-market';
import {
  hasInsurance,
  INSURANCE_PRICE_RULE,
  insuranceChoiceError,
  insuranceOffered,
  insuranceOptions,
  insurancePrice,
  insurancePriceQuery,
  insuranceToPay,
  keptInsuranceChoice,
} from './insurance';

describe('cancellation / insurance choice', () => {
  it('a cancellable policy offers flexible cancellation (included, +0) and the insurance at its price', () => {
    expect(
      insuranceOptions({
        cancellable: true,
        insuranceEnabled: true,
        insuranceAmount: 1_290,
      }),
    ).toEqual([
      {
        choice: 'flexible',
        price: 0,
        label: {
          id: 'pricing.insurance.flexible',
          defaultMessage: 'Flexible cancellation',
        },
      },
      {
        choice: 'insurance',
        price: 1_290,
        label: {
          id: 'pricing.insurance.insurance',
          defaultMessage: 'Cancellation insurance',
        },
      },
    ]);
  });

  it('otherwise the non-cancellable option shows instead of the flexible one', () => {
    expect(insuranceOptions({ cancellable: false, insuranceEnabled: true }).map(({ choice, price }) => [choice, price])).toEqual([
      ['withoutInsurance', 0],
      ['insurance', 0],
    ]);
  });

  it('the insurance option is offered only when enabled', () => {
    expect(
      insuranceOptions({
        cancellable: true,
        insuranceEnabled: false,
        insuranceAmount: 990,
      }).map(({ choice }) => choice),
    ).toEqual(['flexible']);
  });

  it('a choice no longer offered becomes unset', () => {
    const withoutInsurance = insuranceOptions({
      cancellable: true,
      insuranceEnabled: false,
    });
    expect(keptInsuranceChoice('insurance', withoutInsurance)).toBeUndefined();
    expect(keptInsuranceChoice('flexible', withoutInsurance)).toBe('flexible');
    const nonCancellable = insuranceOptions({
      cancellable: false,
      insuranceEnabled: true,
    });
    expect(keptInsuranceChoice('flexible', nonCancellable)).toBeUndefined();
    expect(keptInsuranceChoice(undefined, nonCancellable)).toBeUndefined();
  });

  it('none is chosen by default: hasInsurance is undefined until a choice', () => {
    expect(hasInsurance(undefined)).toBeUndefined();
    expect(hasInsurance('insurance')).toBe(true);
    expect(hasInsurance('flexible')).toBe(false);
    expect(hasInsurance('withoutInsurance')).toBe(false);
  });

  it("'Please choose an option' shows when required and unset", () => {
    expect(insuranceChoiceError({ required: true, choice: undefined })).toEqual({
      id: 'pricing.insurance.chooseOption',
      defaultMessage: 'Please choose an option',
    });
    expect(insuranceChoiceError({ required: false, choice: undefined })).toBeNull();
    expect(insuranceChoiceError({ required: true, choice: 'flexible' })).toBeNull();
  });

  it('cancellation insurance adds its price; the other choices add nothing', () => {
    expect(insuranceToPay('insurance', 1_290)).toBe(1_290);
    expect(insuranceToPay('insurance', undefined)).toBe(0);
    expect(insuranceToPay('flexible', 1_290)).toBe(0);
    expect(insuranceToPay(undefined, 1_290)).toBe(0);
  });

  it('the insurance amount is fetched whenever the stay amount is above 0 and a policy type exists', () => {
    expect(insurancePriceQuery({ stayAmount: 45_000, policyType: 'FLEXIBLE' })).toEqual({
      cancellationType: 'FLEXIBLE',
      orderAmount: 45_000,
    });
    expect(insurancePriceQuery({ stayAmount: 0, policyType: 'FLEXIBLE' })).toBeNull();
    expect(insurancePriceQuery({ stayAmount: 45_000, policyType: null })).toBeNull();
    expect(insurancePriceQuery({ stayAmount: 45_000, policyType: '' })).toBeNull();
  });

  it('the insurance costs 4.5 % of the order amount, rounded to whole cents half up, at least 9.00 EUR', () => {
    expect(INSURANCE_PRICE_RULE).toEqual({ rateBasisPoints: 450, minAmount: 900 });
    expect(insurancePrice(40_000)).toBe(1_800);
    expect(insurancePrice(33_333)).toBe(1_500); // 1499.985 rounds up
    expect(insurancePrice(33_322)).toBe(1_499); // 1499.49 rounds down
    expect(insurancePrice(20_000)).toBe(900); // the minimum is exactly 4.5 % of 200 EUR
    expect(insurancePrice(10_000)).toBe(900);
    expect(insurancePrice(0)).toBe(900);
  });

  it('the insurance is offered in every market but nl_NL', () => {
    expect(MARKET_CODES.filter(insuranceOffered)).toEqual(['fr_FR', 'es_ES', 'it_IT', 'fr_BE', 'nl_BE']);
  });
});
