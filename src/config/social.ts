/**
 * Site settings' social block (requirements#site-settings): network → address. Only https
 * addresses are linked; a network's name is shown as its brand writes it.
 */
const brandNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
};

export interface SocialLink {
  network: string;
  url: string;
  label: string;
}

export function socialLinks(social: Record<string, string> | undefined): SocialLink[] {
  return Object.entries(social ?? {})
    .filter(([, url]) => {
      try {
        return new URL(url).protocol === 'https:';
      } catch {
        return false;
      }
    })
    .map(([network, url]) => ({ network, url, label: brandNames[network.toLowerCase()] ?? network }));
}
