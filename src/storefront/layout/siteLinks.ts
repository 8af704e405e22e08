/** The company's public channels and addresses, shown in the footer. */
export const socialLinks = [
  { key: 'facebook', href: 'https://www.facebook.com/rigrest' },
  { key: 'x', href: 'https://x.com/rigrest' },
  { key: 'instagram', href: 'https://www.instagram.com/rigrest' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/rigrest' },
  { key: 'youtube', href: 'https://www.youtube.com/@rigrest' },
] as const;

export const appStoreLinks = {
  apple: 'https://apps.apple.com/app/rigrest',
  google: 'https://play.google.com/store/apps/details?id=com.rigrest.app',
} as const;

export const companyAddress = ['RigRest Inc.', '1200 Freight Way, Suite 300', 'Columbus, OH 43215', 'United States'] as const;

export const supportContacts = {
  phones: [
    { key: 'tollFree', number: '+1 (800) 555-0199' },
    { key: 'international', number: '+1 (614) 555-0147' },
  ],
  email: 'support@rigrest.demo',
} as const;
