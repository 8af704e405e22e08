import type { SiteSettings } from './schemas/settings';

/**
 * What the site shows until staff change its settings (DEMO contact details). Plain data, no schema code: the
 * storefront's first page reads it.
 */
export const defaultSiteSettings: SiteSettings = {
  support_phones: { tollFree: '+1 (800) 555-0199', international: '+1 (614) 555-0147' },
  support_email: 'support@rigrest.demo',
  postal_address: ['RigRest Inc.', '1200 Freight Way, Suite 300', 'Columbus, OH 43215', 'United States'],
  social_links: {
    facebook: 'https://www.facebook.com/rigrest',
    x: 'https://x.com/rigrest',
    instagram: 'https://www.instagram.com/rigrest',
    linkedin: 'https://www.linkedin.com/company/rigrest',
    youtube: 'https://www.youtube.com/@rigrest',
  },
  app_links: { apple: 'https://apps.apple.com/app/rigrest', google: 'https://play.google.com/store/apps/details?id=com.rigrest.app' },
  tag_manager_id: null,
  maintenance: { enabled: false, message: null, message_i18n: {}, retry_after_minutes: 60 },
  updated_at: null,
};
