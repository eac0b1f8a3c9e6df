/**
 * Public contact data shown in the footer. The spec says a support e-mail and phone exist without giving them,
 * so they come from the build environment (VITE_SUPPORT_EMAIL, VITE_SUPPORT_PHONE, VITE_SOCIAL_*), with
 * placeholders for development.
 */
const env = import.meta.env;

export const site = {
  city: 'Caracas, Venezuela',
  supportEmail: (env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'soporte@xplora.com.ve',
  supportPhone: (env.VITE_SUPPORT_PHONE as string | undefined) ?? '+58 212 000 0000',
  social: [
    {
      name: 'Instagram',
      icon: 'bi-instagram',
      url: (env.VITE_SOCIAL_INSTAGRAM as string | undefined) ?? 'https://www.instagram.com/',
    },
    {
      name: 'LinkedIn',
      icon: 'bi-linkedin',
      url: (env.VITE_SOCIAL_LINKEDIN as string | undefined) ?? 'https://www.linkedin.com/',
    },
    {
      name: 'TikTok',
      icon: 'bi-tiktok',
      url: (env.VITE_SOCIAL_TIKTOK as string | undefined) ?? 'https://www.tiktok.com/',
    },
  ],
} as const;
