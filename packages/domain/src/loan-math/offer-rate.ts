import type { PayType } from '../application/application-enums.ts';
import type { Offer } from '../application/offer.ts';

// The rate rules without the decimal library, so pages that only name a rate (the bank pages) do not load it
// (decision 205); offer-figures.ts re-exports them for the pages that also compute money.

/** The offer's autopay discount, when it has one. */
export function autopayDiscount(offer: Pick<Offer, 'discountList'>) {
  return offer.discountList.find((d) => d.discount.type === 'AUTOPAY');
}

/**
 * The one rule for the rate of an offer (decision 166): with autopay, the offer's autopay rate when it has one;
 * otherwise the offer's rate. Every rate product/select shows, and the one the server records, is this.
 */
export function offerRate(offer: Pick<Offer, 'rate' | 'discountList'>, payType: PayType): number {
  const autopay = autopayDiscount(offer);
  return payType === 'AUTOPAY' && autopay ? autopay.rateWithDiscount : offer.rate;
}

/** A finite number's exact decimal digits as an integer and a scale (9.35 -> 935n, 2). */
function scaled(value: number): { units: bigint; scale: number } {
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 };
}

function exactDifference(a: number, b: number): string {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  const units = x.units * 10n ** BigInt(scale - x.scale) - y.units * 10n ** BigInt(scale - y.scale);
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/**
 * How many percentage points autopay takes off the rate, as an exact decimal string (8.5 % -> 8.25 %: "0.25"; no
 * float step), undefined without a discount.
 */
export function autopayDiscountPoints(offer: Pick<Offer, 'rate' | 'discountList'>): string | undefined {
  const autopay = autopayDiscount(offer);
  if (!autopay) return undefined;
  return exactDifference(offer.rate, autopay.rateWithDiscount).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}
