import type { ReactNode } from 'react';

/** The card every auth screen sits in. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="card shadow-sm xp-auth-card mx-auto">
      <div className="card-body p-4">
        <h1 className="h3 mb-3 text-center">{title}</h1>
        {intro && <p className="text-body-secondary">{intro}</p>}
        {children}
      </div>
      {footer && <div className="card-footer bg-transparent text-center small py-3">{footer}</div>}
    </div>
  );
}
