/**
 * The advertising plans /landing/pricing shows hotel owners. DEMO figures until the business sets its own (the page
 * says so); a plan's words are in the content namespace under `pricing.plans.<key>`.
 */
export type AdvertisingPlan = {
  key: 'listing' | 'featured' | 'premium';
  /** US dollars a month; 0 is free. */
  monthlyUsd: number;
  /** Keys of `pricing.features.*` this plan includes. */
  features: readonly PlanFeature[];
  highlighted?: boolean;
};

export const planFeatures = ['listing', 'parkingDetails', 'bookings', 'topOfSearch', 'badge', 'promotions', 'homePage', 'accountManager'] as const;
export type PlanFeature = (typeof planFeatures)[number];

export const advertisingPlans: readonly AdvertisingPlan[] = [
  { key: 'listing', monthlyUsd: 0, features: ['listing', 'parkingDetails', 'bookings'] },
  { key: 'featured', monthlyUsd: 49, features: ['listing', 'parkingDetails', 'bookings', 'topOfSearch', 'badge'], highlighted: true },
  { key: 'premium', monthlyUsd: 149, features: ['listing', 'parkingDetails', 'bookings', 'topOfSearch', 'badge', 'promotions', 'homePage', 'accountManager'] },
];
