import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';

/** Props of an icon set inline before words (decorative: the words say it). */
export const inline = { size: '1em', stroke: 1.75, 'aria-hidden': true, style: { verticalAlign: '-0.125em', marginRight: 4 } } as const;

/**
 * The icon beside a delivery state's words (`deliveryView().symbol`): an SVG of Tabler's set, never an
 * emoji, so it draws the same on a machine without an emoji font.
 */
export function DeliveryIcon({ symbol }: { symbol: string }) {
  if (symbol === 'clock') return <IconClock {...inline} />;
  if (symbol === '✓✓') return <IconChecks {...inline} />;
  if (symbol === '!') return <IconAlertCircle {...inline} />;
  return <IconCheck {...inline} />;
}
