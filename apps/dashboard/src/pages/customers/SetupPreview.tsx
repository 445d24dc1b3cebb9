import type { CSSProperties } from 'react';
import { effectiveTheme, previewOf, type ConnectionType, type PageLanguage, type ThemeKey } from './onboarding';

/**
 * The customer's setup page as it will look (messaging-proxy's `onboarding-signup-page.ts`: its layout,
 * texts, language and direction, themed by the link's colours), drawn in React from the same fields —
 * the dashboard's CSP allows no frame of another page. Besides the first screen it shows the states the
 * customer may meet (the steps while the server connects, an error), so every colour of the theme is seen.
 */
export function SetupPreview({
  theme,
  language,
  allowedConnectionTypes,
  provisionPhoneNumber,
  reconnectPhoneNumber,
}: {
  theme: Partial<Record<ThemeKey, string>>;
  language: PageLanguage | '' | null | undefined;
  allowedConnectionTypes: ConnectionType[];
  provisionPhoneNumber: boolean;
  reconnectPhoneNumber: string;
}) {
  const colours = effectiveTheme(theme);
  const vars = Object.fromEntries(Object.entries(colours).map(([k, v]) => [`--pv-${k.replace(/_/g, '-')}`, v])) as CSSProperties;
  const page = previewOf({
    language: language || 'en',
    allowed_connection_types: allowedConnectionTypes,
    provision_phone_number: provisionPhoneNumber,
    reconnect_phone_number: reconnectPhoneNumber,
  });
  return (
    <div className="setup-preview" style={vars} lang={page.lang} dir={page.dir} data-testid="setup-preview">
      <div className="setup-preview-card">
        <p className="setup-preview-title" data-testid="preview-title">
          {page.title}
        </p>
        <p className="setup-preview-muted">{page.intro}</p>
        {page.buttons.map((b, i) => (
          <span key={`${b}-${i}`} className={`setup-preview-button${i > 0 ? ' secondary' : ''}`} data-testid="preview-button">
            {b}
          </span>
        ))}
        <div className="setup-preview-section">
          <p className="setup-preview-caption" lang="en">
            While the platform connects the number
          </p>
          <ol className="setup-preview-steps">
            {page.steps.map((st, i) => (
              <li key={st} className={i === 0 ? 'done' : i === 1 ? 'current' : undefined}>
                {st}
              </li>
            ))}
          </ol>
          <p className="setup-preview-error">{page.failed}</p>
          <p className="setup-preview-caption" lang="en">
            Operator’s form (?manual=1) field
          </p>
          <div className="setup-preview-input">123456789012345</div>
        </div>
      </div>
    </div>
  );
}
