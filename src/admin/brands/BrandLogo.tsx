import { Avatar } from '@mui/material';
import { isSafeImageUrl } from './logoUrl';

export type BrandLogoProps = { logo: string | null | undefined; name: string; size?: number };

/** The brand's logo, or its initials; only http(s) and /uploads/ addresses are loaded. */
export function BrandLogo({ logo, name, size = 32 }: BrandLogoProps) {
  const src = isSafeImageUrl(logo) ? logo! : undefined;
  return (
    <Avatar variant="rounded" src={src} alt={name} sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: src ? 'transparent' : 'primary.main', '& img': { objectFit: 'contain' } }}>
      {name
        .split(/\s+/)
        .map((w) => w.charAt(0))
        .join('')
        .slice(0, 2)
        .toUpperCase()}
    </Avatar>
  );
}
